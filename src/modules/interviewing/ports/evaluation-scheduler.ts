/** Runs answer evaluations in the background, after the answer is stored and answered. */
export interface EvaluationScheduler {
  /**
   * Queues the evaluation of a stored answer; never throws and never waits for it. An answer
   * already queued or running is not queued twice.
   */
  schedule(answerId: string): void;
  /** Resolves once every queued evaluation has finished (for shutdown and tests). */
  settled(): Promise<void>;
}
