/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type ReadinessStatusStatus = typeof ReadinessStatusStatus[keyof typeof ReadinessStatusStatus];


export const ReadinessStatusStatus = {
  ready: 'ready',
  unavailable: 'unavailable',
} as const;
