/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type PolishStreamEventName = typeof PolishStreamEventName[keyof typeof PolishStreamEventName];


export const PolishStreamEventName = {
  status_update: 'status_update',
  parsing_complete: 'parsing_complete',
  summary_suggestion: 'summary_suggestion',
  work_experience_suggestion: 'work_experience_suggestion',
  work_experience_error: 'work_experience_error',
  scores_complete: 'scores_complete',
  done: 'done',
  error: 'error',
} as const;
