/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Page size.
 */
export type LimitParameter = number;
