/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { FeedbackType } from './feedbackType.ts';

export interface CreateTicketRequest {
  feedback_type: FeedbackType;
  /**
     * @minLength 1
     * @maxLength 5000
     */
  message: string;
}
