/**
 * Background work that outlives the request and the process: a job is stored in the database, run
 * by whichever app instance claims it first, retried with back-off when it fails, and moved to the
 * dead-letter queue when its retries run out.
 */
export interface JobQueue {
  /**
   * Stores a job for the named queue. Inside `UnitOfWork.run` it is written in that transaction:
   * it exists exactly when the data it acts on was committed. Throws when the queue is unknown or
   * the job could not be stored.
   */
  send(queue: string, data: JobData): Promise<void>;
  /**
   * Stores one job per entry in one statement (a batch ending many sessions, a fan-out's mail):
   * the same guarantees as `send`, without a round trip per job. Nothing is stored for an empty list.
   */
  sendMany(queue: string, data: readonly JobData[]): Promise<void>;
}

/** A job's data: a flat JSON object of domain ids and values, never an entity. */
export type JobData = Readonly<Record<string, string | number | boolean | null>>;

/** The text a job carries under `key`; throws (failing the job) when it carries none. */
export function jobText(data: JobData, key: string): string {
  const value = data[key];
  if (typeof value !== 'string') throw new Error(`the job has no ${key}`);
  return value;
}

/**
 * What runs the jobs of one queue. Handlers are keyed on domain ids and check the state they act
 * on, so a job run twice (a retry after a crash that struck once the work was done) does no harm.
 */
export interface JobHandler {
  queue: string;
  /**
   * Does the job. `stopping` is aborted when this instance begins to stop: long work (a sweep in
   * batches) ends after the batch in hand and leaves the rest to the next run.
   */
  run(data: JobData, stopping: AbortSignal): Promise<void>;
  /** Send one job on this schedule (cron, UTC); across instances each slot is sent once. */
  every?: string;
  /** Attempts after the first before the job goes to the dead-letter queue. Default 5. */
  retries?: number;
  /** A job still running this long is counted as failed (and retried). Default 300. */
  timeoutSeconds?: number;
  /** Jobs of this queue run at the same time in one instance. Default 2. */
  concurrency?: number;
  /**
   * At most one job of this queue runs at a time across every instance (the others wait their
   * turn): a sweep that outlasts its schedule is never run twice over. Fixed when the queue is
   * first created.
   */
  exclusive?: boolean;
  /**
   * With `exclusive`: while one job of this queue waits, another sent is dropped, so a sweep that
   * outlasts its schedule has at most one run waiting behind it instead of a pile (each run does
   * all the work there is). Fixed when the queue is first created, like `exclusive`.
   */
  coalesce?: boolean;
  /**
   * At most this many jobs of this queue start per second in one instance (a mail provider's rate
   * limit); the others wait their turn. Unset: no limit.
   */
  ratePerSecond?: number;
}

/** Reads the queue's state for readiness. */
export interface JobQueueMonitor {
  /** Rejects when the queue cannot be read. */
  status(): Promise<JobQueueStatus>;
}

/** The queue as readiness reports it. */
export interface JobQueueStatus {
  /** Jobs ready to run and not yet claimed, across every queue but the dead letters. */
  depth: number;
  /** Seconds the oldest of them has waited; null when none waits. */
  oldestSeconds: number | null;
  /** Jobs that ran out of retries and wait in the dead-letter queue. */
  deadLetters: number;
}

/** The name of the queue jobs go to when they have failed every retry. */
export const DEAD_LETTER_QUEUE = 'dead-letters';
