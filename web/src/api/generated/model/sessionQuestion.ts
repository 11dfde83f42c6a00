/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { QuestionType } from './questionType.ts';

export interface SessionQuestion {
  /**
     * Null when `questionType` is `complete`.
     * @nullable
     */
  questionId: string | null;
  text: string;
  /**
     * Spoken question when a text-to-speech provider is configured (a signed URL), else null and the browser speaks the text.
     * @nullable
     */
  audioUrl: string | null;
  questionType: QuestionType;
}
