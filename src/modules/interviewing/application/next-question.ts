import type { SessionQuestion } from '../domain/session.ts';

/** The contract's `SessionQuestion`. */
export interface PresentedQuestion {
  questionId: string | null;
  text: string;
  audioUrl: string | null;
  questionType: 'main' | 'follow-up' | 'complete';
}

export const CLOSING_LINE = 'Thank you, that completes the interview. Your Performance Report is ready.';

export function presentQuestion(
  question: SessionQuestion,
  audioUrl: string | null = null,
): PresentedQuestion {
  return { questionId: question.id, text: question.text, audioUrl, questionType: question.kind };
}

export function completion(text: string = CLOSING_LINE): PresentedQuestion {
  return { questionId: null, text, audioUrl: null, questionType: 'complete' };
}
