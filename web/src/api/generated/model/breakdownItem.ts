/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { DeliveryMetrics } from './deliveryMetrics.ts';
import type { FollowUpItem } from './followUpItem.ts';

export interface BreakdownItem {
  answer_id: string;
  question_text: string;
  answer_text: string;
  /**
     * Score of the main answer with its follow-ups, out of 10 with one decimal (the mean of their scores, rounded once, a half away from zero); it differs from the main answer's own score when a follow-up was answered.
     * @minimum 0
     * @maximum 10
     * @nullable
     */
  thread_score: number | null;
  /** JSON-encoded `EvaluationResult`. */
  evaluation_result: string;
  follow_ups: FollowUpItem[];
  delivery?: DeliveryMetrics;
}
