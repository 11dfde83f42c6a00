/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { EvaluationResult } from './evaluationResult.ts';

export interface ReevaluateAnswerResponse {
  answer_id: string;
  evaluation: EvaluationResult;
  /**
     * The recomputed score of the main question's thread.
     * @minimum 0
     * @maximum 10
     * @nullable
     */
  thread_score: number | null;
}
