/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

