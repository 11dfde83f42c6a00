import {
  type EvaluationResult,
  type InterviewPlan,
  type InterviewType,
  type Persona,
  roundScore,
  type SkillScore,
  type StructuredJobDescription,
} from '../../coaching/index.ts';

export type InterviewFormat = 'both' | 'voice' | 'text';
export type SessionStatus = 'in_progress' | 'completed';
export type QuestionKind = 'main' | 'follow-up';

/** Answers are refused past this many characters. */
export const MAX_ANSWER_CHARACTERS = 5000;

/** An answer must say something: blanks and invisible characters alone are not an answer. */
export function isBlankAnswer(text: string): boolean {
  return !/[^\s\p{Cf}]/u.test(text);
}

export interface InterviewSession {
  id: string;
  userId: string;
  resumeId: string | null;
  jobId: string | null;
  title: string;
  interviewType: InterviewType;
  persona: Persona;
  format: InterviewFormat;
  durationMinutes: number;
  questionCount: number;
  status: SessionStatus;
  plan: InterviewPlan;
  job: StructuredJobDescription;
  score: number | null;
  skillScores: SkillScore[];
  improvementRoadmap: string;
  createdAt: Date;
  endedAt: Date | null;
}

export interface SessionQuestion {
  id: string;
  sessionId: string;
  /** 0-based order in which the questions were asked. */
  position: number;
  /** 1-based number of the main question this one belongs to. */
  mainNumber: number;
  kind: QuestionKind;
  text: string;
  audioKey: string | null;
  askedAt: Date;
}

/** What an answer's evaluation is while it runs, once done, or after it failed. */
export type StoredEvaluation = EvaluationResult | { status: 'pending'; score: null; evaluation_criteria: [] };

export const PENDING_EVALUATION: StoredEvaluation = {
  status: 'pending',
  score: null,
  evaluation_criteria: [],
};

export interface StoredAnswer {
  id: string;
  sessionId: string;
  questionId: string;
  answerText: string;
  format: InterviewFormat;
  evaluation: StoredEvaluation;
  delivery: { wordsPerMinute: number; fillerWords: { word: string; count: number }[] } | null;
  answeredAt: Date;
}

/**
 * How long after its time is up a session still takes an answer: one sent as the countdown
 * reached zero is on its way, not late.
 */
export const TIME_UP_GRACE_MS = 60_000;

/** When the session's chosen duration runs out, counted from its start. */
export function timeUpAt(session: Pick<InterviewSession, 'createdAt' | 'durationMinutes'>): Date {
  return new Date(session.createdAt.getTime() + session.durationMinutes * 60_000);
}

/**
 * Whether a session still open has run out of time for good (the client that would have ended it
 * at zero was closed or lost its connection).
 */
export function hasTimedOut(
  session: Pick<InterviewSession, 'createdAt' | 'durationMinutes' | 'status'>,
  now: Date,
): boolean {
  return session.status === 'in_progress' && now.getTime() >= timeUpAt(session).getTime() + TIME_UP_GRACE_MS;
}

/** A finished session takes no more answers; its report is final once its evaluations land. */
export function isFinished(session: Pick<InterviewSession, 'status'>): boolean {
  return session.status === 'completed';
}

/** Only the last question asked (the one the interview is waiting on) takes an answer. */
export function isCurrentQuestion(
  question: Pick<SessionQuestion, 'position'>,
  questions: Pick<SessionQuestion, 'position'>[],
): boolean {
  return question.position === questions.length - 1;
}

/** Whether the question already has its answer (a repeated submission stores nothing). */
export function isAnswered(
  question: Pick<SessionQuestion, 'id'>,
  answers: Pick<StoredAnswer, 'questionId'>[],
): boolean {
  return answers.some((a) => a.questionId === question.id);
}

export type AnswerRefusal = 'finished' | 'timed_out' | 'not_current';

/**
 * Why the session cannot take an answer to the question now, or null when it can. A finished
 * session is refused first, then one whose time ran out, then any question but the current one.
 */
export function whyCannotAnswer(
  session: Pick<InterviewSession, 'createdAt' | 'durationMinutes' | 'status'>,
  question: Pick<SessionQuestion, 'position'>,
  questions: Pick<SessionQuestion, 'position'>[],
  now: Date,
): AnswerRefusal | null {
  if (isFinished(session)) return 'finished';
  if (hasTimedOut(session, now)) return 'timed_out';
  if (!isCurrentQuestion(question, questions)) return 'not_current';
  return null;
}

/** 'Behavioral Interview: Backend Engineer', or without the title when the job gives none. */
export function sessionTitle(type: InterviewType, jobTitle: string): string {
  const title = jobTitle.trim();
  return title ? `${type} Interview: ${title}` : `${type} Interview`;
}

/** A score as the report and its PDF write it, '7.0' or '0.4' (the one rounding rule, roundScore). */
export function scoreText(score: number): string {
  return roundScore(score).toFixed(1);
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** A thread's unrounded mean: the mean of its successful evaluations (main and follow-ups), or null. */
export function threadMean(evaluations: StoredEvaluation[]): number | null {
  const scores = evaluations.flatMap((e) => (e.status === 'ok' && e.score !== null ? [e.score] : []));
  return scores.length === 0 ? null : mean(scores);
}

/** A thread's score: its mean rounded once (roundScore), or null when nothing in it is scored. */
export function threadScore(evaluations: StoredEvaluation[]): number | null {
  const value = threadMean(evaluations);
  return value === null ? null : roundScore(value);
}

/**
 * The session's score: the mean of the scored threads' unrounded means, rounded once, or null when
 * none is scored. Rounding each thread first and then their mean again could move it by a tenth.
 */
export function sessionScore(threadMeans: (number | null)[]): number | null {
  const scored = threadMeans.filter((s): s is number => s !== null);
  return scored.length === 0 ? null : roundScore(mean(scored));
}

/**
 * A session that ended before any answer was recorded has nothing to score: it gets no scores and
 * no roadmap, nobody is told its report is ready, and it does not count toward the Free plan's
 * interview sessions. A session still open has not ended, whatever it holds.
 */
export function endedWithoutAnswers(session: Pick<InterviewSession, 'status'>, answerCount: number): boolean {
  return isFinished(session) && answerCount === 0;
}

/**
 * Whether a session uses one of the Free plan's interview sessions: from its start, while it is
 * open and once it has an answer; not once it ended before any answer was recorded.
 */
export function countsTowardAllowance(
  session: Pick<InterviewSession, 'status'>,
  answerCount: number,
): boolean {
  return !endedWithoutAnswers(session, answerCount);
}
