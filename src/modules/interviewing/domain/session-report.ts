import {
  endedWithoutAnswers,
  type InterviewSession,
  type SessionQuestion,
  type StoredAnswer,
} from './session.ts';
import { scoreOfThread, type ThreadEntry, threadsOf } from './threads.ts';

/** A question with the answer it got. */
export interface AnsweredTurn {
  question: SessionQuestion;
  answer: StoredAnswer;
}

/** One main question of the report with its follow-ups, answered ones only. */
export interface ReportThread {
  main: AnsweredTurn;
  followUps: AnsweredTurn[];
  threadScore: number | null;
}

/** A session's Performance Report: the session (scores, roadmap) and every answered thread. */
export interface SessionReport {
  session: InterviewSession;
  /** The session ended before any answer was recorded: there is nothing to score. */
  endedWithoutAnswers: boolean;
  threads: ReportThread[];
}

const answered = (e: ThreadEntry): e is AnsweredTurn => e.answer !== undefined;

/** The report's threads in asking order; a thread whose main question has no answer is left out. */
export function sessionReport(
  session: InterviewSession,
  questions: SessionQuestion[],
  answers: StoredAnswer[],
): SessionReport {
  const threads: ReportThread[] = [];
  for (const entries of threadsOf(questions, answers).values()) {
    const [main, ...followUps] = entries;
    if (!main || !answered(main)) continue;
    threads.push({ main, followUps: followUps.filter(answered), threadScore: scoreOfThread(entries) });
  }
  return { session, endedWithoutAnswers: endedWithoutAnswers(session, answers.length), threads };
}
