/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type PlanName = typeof PlanName[keyof typeof PlanName];


export const PlanName = {
  Free: 'Free',
  Pro: 'Pro',
  Premium: 'Premium',
} as const;
