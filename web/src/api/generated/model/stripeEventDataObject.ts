/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type StripeEventDataObject = { [key: string]: unknown };
