/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Only entries before this instant.
 */
export type ToParameter = string;
