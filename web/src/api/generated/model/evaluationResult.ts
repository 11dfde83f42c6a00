/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { EvaluationCriterion } from './evaluationCriterion.ts';
import type { EvaluationResultStatus } from './evaluationResultStatus.ts';

/**
 * The evaluation of one answer. In the report it is delivered JSON-encoded in `evaluation_result`.
 */
export interface EvaluationResult {
  /** `pending` while the evaluation runs, `error` when it failed (show 'Evaluation Failed' and offer re-evaluation). */
  status: EvaluationResultStatus;
  /**
     * Score out of 10; null unless `status` is `ok`.
     * @minimum 0
     * @maximum 10
     * @nullable
     */
  score: number | null;
  evaluation_criteria: EvaluationCriterion[];
  /** Overall feedback, or why the evaluation failed. */
  feedback?: string;
}
