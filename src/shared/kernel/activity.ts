/** Event-specific details of an activity: flat JSON, never secrets or document text. */
export type ActivityMetadata = Readonly<Record<string, string | number | boolean | null>>;

/**
 * Something a person did that operators may want to look back on: `signup`, `login`,
 * `login.failed`, `document.upload`, `interview.start`, `interview.complete`, `resume.polish`,
 * `plan.change`.
 */
export interface Activity {
  /** Null when the person is not known (a failed sign-in with an unknown e-mail). */
  userId: string | null;
  event: string;
  metadata?: ActivityMetadata;
}

/**
 * The activity log, as the modules where things happen write to it. Recording is one insert
 * (inside the caller's transaction when there is one) and never fails the person's action: an
 * implementation logs a failure and resolves.
 */
export interface ActivityRecorder {
  record(activity: Activity): Promise<void>;
}

/** Records nothing: the default of use cases built without an activity log (unit tests). */
export const NO_ACTIVITY: ActivityRecorder = { record: async () => undefined };
