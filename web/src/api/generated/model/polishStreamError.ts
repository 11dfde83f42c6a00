/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Data of `error`.
 */
export interface PolishStreamError {
  message: string;
}
