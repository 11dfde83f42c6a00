/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type PaidPlanName = typeof PaidPlanName[keyof typeof PaidPlanName];


export const PaidPlanName = {
  Pro: 'Pro',
  Premium: 'Premium',
} as const;
