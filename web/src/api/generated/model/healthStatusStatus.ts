/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type HealthStatusStatus = typeof HealthStatusStatus[keyof typeof HealthStatusStatus];


export const HealthStatusStatus = {
  ok: 'ok',
} as const;
