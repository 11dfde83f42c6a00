/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface FollowUpItem {
  question_text: string;
  answer_text: string;
  answer_id: string;
  /** JSON-encoded `EvaluationResult`. */
  evaluation_result: string;
}
