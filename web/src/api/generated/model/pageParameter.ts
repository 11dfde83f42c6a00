/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Page number, from 1.
 */
export type PageParameter = number;
