import type { PolishEvent } from '../../coaching/index.ts';

export type PolishRunStatus = 'running' | 'done' | 'failed';

/** One polish of a resume against a job description, and where it stands. */
export interface PolishRun {
  id: string;
  userId: string;
  resumeId: string;
  jobDescriptionId: string;
  status: PolishRunStatus;
  startedAt: Date;
  finishedAt: Date | null;
}

/** An event as the run stored it: its place in the run (1, 2, …) and the event. */
export interface StoredPolishEvent {
  seq: number;
  event: PolishEvent;
}

/** The message of a failed experience, as the spec words it. */
export const EXPERIENCE_FAILED_MESSAGE = 'Could not polish this section.';
/** The message of a failure that is nobody's fault the person could fix. */
export const POLISH_FAILED_MESSAGE = 'The polish could not be completed. Please try again.';

/**
 * The events that hand the person a suggestion. A run that failed after storing one of these still
 * used its Free polish: the person has read what the polish wrote (otherwise leaving a stream just
 * before `done` would polish for free, again and again). A run that failed before any of them gives
 * the polish back.
 */
export const SUGGESTION_EVENTS = ['summary_suggestion', 'work_experience_suggestion'] as const;

/**
 * A run still `running` that stored nothing for this long was abandoned (its instance crashed, or
 * its client left and never reconnected): a live stream stores an event at least every step, and
 * the slowest step (a model call with its retries) ends well within it.
 */
export const ABANDONED_AFTER_MS = 10 * 60 * 1000;
