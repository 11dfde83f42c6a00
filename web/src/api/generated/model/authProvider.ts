/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type AuthProvider = typeof AuthProvider[keyof typeof AuthProvider];


export const AuthProvider = {
  email: 'email',
  google: 'google',
} as const;
