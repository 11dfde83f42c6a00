import type { SessionQuestion } from '../domain/session.ts';

/** What the interview does after an answer (or at its start): ask a question, or close. */
export type NextStep =
  | { kind: 'question'; question: SessionQuestion; audioUrl: string | null }
  | { kind: 'complete'; closingLine: string };

export const CLOSING_LINE = 'Thank you, that completes the interview. Your Performance Report is ready.';

export function closing(closingLine: string = CLOSING_LINE): NextStep {
  return { kind: 'complete', closingLine };
}
