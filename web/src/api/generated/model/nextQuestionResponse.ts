/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { SessionQuestion } from './sessionQuestion.ts';

export interface NextQuestionResponse {
  nextQuestion: SessionQuestion;
}
