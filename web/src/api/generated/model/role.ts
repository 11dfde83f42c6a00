/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type Role = typeof Role[keyof typeof Role];


export const Role = {
  user: 'user',
  admin: 'admin',
  support: 'support',
} as const;
