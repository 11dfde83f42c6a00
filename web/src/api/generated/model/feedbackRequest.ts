/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { FeedbackType } from './feedbackType.ts';

export interface FeedbackRequest {
  feedback_type: FeedbackType;
  /**
     * Must not be blank after trimming ('Please enter a message.').
     * @minLength 1
     * @maxLength 5000
     */
  message: string;
}
