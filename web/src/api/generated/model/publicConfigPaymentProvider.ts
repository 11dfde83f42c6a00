/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type PublicConfigPaymentProvider = typeof PublicConfigPaymentProvider[keyof typeof PublicConfigPaymentProvider];


export const PublicConfigPaymentProvider = {
  sandbox: 'sandbox',
  stripe: 'stripe',
} as const;
