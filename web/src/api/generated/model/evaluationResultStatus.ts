/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * `pending` while the evaluation runs, `error` when it failed (show 'Evaluation Failed' and offer re-evaluation).
 */
export type EvaluationResultStatus = typeof EvaluationResultStatus[keyof typeof EvaluationResultStatus];


export const EvaluationResultStatus = {
  ok: 'ok',
  pending: 'pending',
  error: 'error',
} as const;
