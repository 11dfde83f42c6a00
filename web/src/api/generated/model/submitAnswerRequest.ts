/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { InterviewFormat } from './interviewFormat.ts';

export interface SubmitAnswerRequest {
  sessionId: string;
  questionId: string;
  /**
     * @minLength 1
     * @maxLength 5000
     */
  answerText: string;
  format: InterviewFormat;
}
