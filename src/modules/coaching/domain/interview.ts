import type { StructuredJobDescription } from './structured-job.ts';
import type { StructuredResume } from './structured-resume.ts';

export const INTERVIEW_TYPES = ['Behavioral', 'Technical', 'Coding'] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];

export const PERSONAS = ['Friendly & Encouraging', 'Strict & Professional'] as const;
export type Persona = (typeof PERSONAS)[number];

/** One main question of a session's plan. */
export interface PlannedQuestion {
  /** Already phrased in the persona's voice, ready to show or speak. */
  text: string;
  /** What the question probes: a competency ('Conflict resolution') or a skill ('PostgreSQL'). */
  focus: string;
  /** The job's skills the question is about; relevance of the answer is judged against them. */
  skills: string[];
}

export interface InterviewPlan {
  questions: PlannedQuestion[];
}

export interface PlanRequest {
  type: InterviewType;
  persona: Persona;
  /** Number of main questions (2-10 in the product). */
  questionCount: number;
  resume: StructuredResume;
  job: StructuredJobDescription;
  /**
   * Varies the plan between sessions on the same documents (the session id in the product); the
   * same seed always gives the same plan. Without one, the plan follows from the inputs alone.
   */
  seed?: string;
}

/** One question of a thread (a main question and its follow-ups) and, once given, its answer. */
export interface ThreadTurn {
  kind: 'main' | 'follow-up';
  question: string;
  answer?: string;
}

export interface NextTurnRequest {
  type: InterviewType;
  persona: Persona;
  job: StructuredJobDescription;
  plan: InterviewPlan;
  /** How many main questions have been asked so far (including the current one). */
  mainQuestionsAsked: number;
  /** The current thread, oldest first; its last turn carries the answer just given. */
  thread: ThreadTurn[];
  /** The session's time ran out or the user ended it: close instead of asking more. */
  endRequested?: boolean;
}

export type FollowUpReason = 'too_short' | 'off_question' | 'no_example' | 'no_result' | 'no_complexity';

export type NextTurn =
  | { kind: 'follow-up'; text: string; reason: FollowUpReason }
  | { kind: 'main'; index: number; text: string }
  | { kind: 'complete'; text: string };

/** Follow-ups per main question; more feels like an interrogation and stretches the session. */
export const MAX_FOLLOW_UPS_PER_QUESTION = 1;

/** How many follow-ups the thread already had. */
export function followUpsIn(thread: ThreadTurn[]): number {
  return thread.filter((t) => t.kind === 'follow-up').length;
}
