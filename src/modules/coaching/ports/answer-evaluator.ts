import type { EvaluationRequest, EvaluationResult } from '../domain/evaluation.ts';

export interface AnswerEvaluator {
  /**
   * Rates one answer on Technical Depth, Clarity & Structure and Relevance & Examples with feedback
   * naming what it did and lacked, and scores it out of 10. Never rejects: a failure resolves to a
   * result with `status: 'error'` (see failedEvaluation) so the answer is never lost.
   */
  evaluate(request: EvaluationRequest): Promise<EvaluationResult>;
}
