/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type AuthorRole = typeof AuthorRole[keyof typeof AuthorRole];


export const AuthorRole = {
  user: 'user',
  support: 'support',
  admin: 'admin',
} as const;
