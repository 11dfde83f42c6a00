/**
 * Work an interview hands to the background: it runs after the request has answered, survives a
 * restart and is retried. Called inside a unit of work, the job commits with the data it acts on.
 */
export interface InterviewJobs {
  /** Evaluate a stored answer whose evaluation is pending. */
  evaluate(answerId: string): Promise<void>;
  /** Score a finished session and write its report from the evaluations it has. */
  finalise(sessionId: string): Promise<void>;
  /** `finalise` for each of the sessions, stored in one go (the sweep ends sessions in batches). */
  finaliseAll(sessionIds: readonly string[]): Promise<void>;
}
