/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Data of `done` (an empty object).
 */
export interface PolishDone { [key: string]: unknown }
