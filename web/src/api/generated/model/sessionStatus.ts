/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type SessionStatus = typeof SessionStatus[keyof typeof SessionStatus];


export const SessionStatus = {
  in_progress: 'in_progress',
  completed: 'completed',
} as const;
