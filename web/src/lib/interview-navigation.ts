import type { InterviewFormat, InterviewType, SessionQuestion } from '../api/generated/model';

/** Navigation state /interview-setup needs: the resume and job description to practise with. */
export type InterviewSetupState = { resumeId: string; jobId: string };

/** Navigation state /interview receives from /interview-setup (spec: interview session). */
export type InterviewSessionState = {
  sessionId: string;
  initialQuestion: SessionQuestion;
  interviewType: InterviewType;
  duration: number;
  numQuestions: number;
  interviewMode: InterviewFormat;
  /**
   * Kept by /interview as the session goes, so a reload resumes it: when it started (epoch ms),
   * and the number of the main question on screen (then `initialQuestion` is that question).
   */
  startedAt?: number;
  questionNumber?: number;
};

/** What /dashboard shows on arrival, carried by the screen that sent the user there. */
export type DashboardNotice = { error?: string };

/** Spec: dashboard messages. */
export const MISSING_SETUP_STATE = 'Missing resume or job description for setup.';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The setup state when both ids are present, else null (the screen then returns to /dashboard). */
export function readInterviewSetupState(state: unknown): InterviewSetupState | null {
  const { resumeId, jobId } = record(state);
  const resume = text(resumeId);
  const job = text(jobId);
  return resume && job ? { resumeId: resume, jobId: job } : null;
}

export function readDashboardNotice(state: unknown): string | null {
  return text(record(state).error);
}

/**
 * Navigation state of the Performance Report when /interview could not confirm the end of the
 * session (no answer, a server failure): the report tries the end once more.
 */
export type SummaryArrival = { endPending: true };

export function readEndPending(state: unknown): boolean {
  return record(state).endPending === true;
}
