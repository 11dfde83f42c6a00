/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Case-insensitive substring to look for.
 */
export type SearchParameter = string;
