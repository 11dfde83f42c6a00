/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Only entries at or after this instant.
 */
export type FromParameter = string;
