/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { SessionQuestion } from './sessionQuestion.ts';

export interface StartInterviewResponse {
  sessionId: string;
  nextQuestion: SessionQuestion;
}
