import type { JobQueueStatus } from '../../../shared/kernel/jobs.ts';

/** Reads the background job queue's state. */
export interface QueueProbe {
  /** Rejects when the queue cannot be read. */
  status(): Promise<JobQueueStatus>;
}
