/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Whether the background job queue's tables can be read.
 */
export type ReadinessChecksQueue = typeof ReadinessChecksQueue[keyof typeof ReadinessChecksQueue];


export const ReadinessChecksQueue = {
  ok: 'ok',
  error: 'error',
} as const;
