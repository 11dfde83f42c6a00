/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { SessionQuestion } from './sessionQuestion.ts';

export interface AudioAnswerResponse {
  nextQuestion: SessionQuestion;
  /** What the speech-to-text provider heard; stored as the answer. */
  transcript: string;
}
