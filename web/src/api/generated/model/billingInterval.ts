/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type BillingInterval = typeof BillingInterval[keyof typeof BillingInterval];


export const BillingInterval = {
  month: 'month',
  year: 'year',
} as const;
