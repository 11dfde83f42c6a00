/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type UserStatus = typeof UserStatus[keyof typeof UserStatus];


export const UserStatus = {
  active: 'active',
  suspended: 'suspended',
} as const;
