/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type ReadinessChecksDatabase = typeof ReadinessChecksDatabase[keyof typeof ReadinessChecksDatabase];


export const ReadinessChecksDatabase = {
  ok: 'ok',
  error: 'error',
} as const;
