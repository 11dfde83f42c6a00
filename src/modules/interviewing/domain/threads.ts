import type { ThreadTurn } from '../../coaching/index.ts';
import {
  type SessionQuestion,
  type StoredAnswer,
  type StoredEvaluation,
  threadMean,
  threadScore,
} from './session.ts';

export interface ThreadEntry {
  question: SessionQuestion;
  answer: StoredAnswer | undefined;
}

/** The session's questions grouped by main question (1-based number -> entries in asking order). */
export function threadsOf(questions: SessionQuestion[], answers: StoredAnswer[]): Map<number, ThreadEntry[]> {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const threads = new Map<number, ThreadEntry[]>();
  for (const question of [...questions].sort((a, b) => a.position - b.position)) {
    const entries = threads.get(question.mainNumber) ?? [];
    entries.push({ question, answer: byQuestion.get(question.id) });
    threads.set(question.mainNumber, entries);
  }
  return threads;
}

/** The thread as the interviewer and the evaluator read it. */
export function turnsOf(entries: ThreadEntry[]): ThreadTurn[] {
  return entries.map((e) => ({
    kind: e.question.kind,
    question: e.question.text,
    answer: e.answer?.answerText,
  }));
}

const evaluationsOf = (entries: ThreadEntry[]): StoredEvaluation[] =>
  entries.flatMap((e) => (e.answer ? [e.answer.evaluation] : []));

/** The thread's score from the evaluations of its answers (see threadScore). */
export function scoreOfThread(entries: ThreadEntry[]): number | null {
  return threadScore(evaluationsOf(entries));
}

/** The thread's unrounded mean, which the session score is computed from (see threadMean). */
export function meanOfThread(entries: ThreadEntry[]): number | null {
  return threadMean(evaluationsOf(entries));
}
