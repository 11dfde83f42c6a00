import {
  InterviewFormat,
  InterviewType,
  QuestionType,
  type SessionQuestion,
} from '../../api/generated/model';
import type { InterviewSessionState } from '../../lib/interview-navigation';

/** Spec: session messages and constants (the session screen's own fallbacks). */
export const SESSION_MISSING = 'Session data missing.';
export const SUBMIT_FAILED = 'Failed to submit.';
export const EMPTY_ANSWER = 'Please provide an answer before submitting.';
export const ANSWER_PLACEHOLDER = 'Type your answer here...';
export const MAX_ANSWER_LENGTH = 5000;
export const MISSING_REDIRECT_MS = 3000;
export const FALLBACKS = {
  interviewType: 'Technical',
  duration: 30,
  numQuestions: 8,
  interviewMode: 'both',
} as const satisfies Partial<InterviewSessionState>;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function oneOf<T extends string>(values: Record<string, T>, value: unknown): T | null {
  return Object.values(values).includes(value as T) ? (value as T) : null;
}

function positive(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

function readQuestion(value: unknown): SessionQuestion | null {
  const { questionId, text, audioUrl, questionType } = record(value);
  const type = oneOf(QuestionType, questionType);
  if (typeof text !== 'string' || !type) return null;
  return {
    questionId: typeof questionId === 'string' && questionId !== '' ? questionId : null,
    text,
    audioUrl: typeof audioUrl === 'string' && audioUrl !== '' ? audioUrl : null,
    questionType: type,
  };
}

/** The state /interview-setup passed, with the session screen's fallbacks; null when it cannot run. */
export function readInterviewSessionState(state: unknown): InterviewSessionState | null {
  const raw = record(state);
  const initialQuestion = readQuestion(raw.initialQuestion);
  if (typeof raw.sessionId !== 'string' || raw.sessionId === '' || !initialQuestion) return null;
  return {
    sessionId: raw.sessionId,
    initialQuestion,
    interviewType: oneOf(InterviewType, raw.interviewType) ?? FALLBACKS.interviewType,
    duration: positive(raw.duration) ?? FALLBACKS.duration,
    numQuestions: positive(raw.numQuestions) ?? FALLBACKS.numQuestions,
    interviewMode: oneOf(InterviewFormat, raw.interviewMode) ?? FALLBACKS.interviewMode,
    ...(positive(raw.startedAt) ? { startedAt: raw.startedAt as number } : {}),
    ...(positive(raw.questionNumber) ? { questionNumber: Math.floor(raw.questionNumber as number) } : {}),
  };
}

/** mm:ss for the countdown clock. */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  return `${String(minutes).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/** Empty, blank or still the placeholder text: not an answer (spec: text answer). */
export function isBlankAnswer(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || trimmed === ANSWER_PLACEHOLDER;
}
