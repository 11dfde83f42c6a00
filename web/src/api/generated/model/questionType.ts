/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * `complete` means the session is finished; go to the report.
 */
export type QuestionType = typeof QuestionType[keyof typeof QuestionType];


export const QuestionType = {
  main: 'main',
  'follow-up': 'follow-up',
  complete: 'complete',
} as const;
