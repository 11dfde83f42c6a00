import { parentPort, threadId } from 'node:worker_threads';

/**
 * A worker for tests of the timed worker pool: it answers each job with the id of its thread, so
 * a test can tell a reused worker from a fresh one. Node runs it as TypeScript (types stripped).
 */
export interface PoolTestJob {
  id: number;
  /** `echo` answers at once; `spin` keeps the thread busy until it is terminated; `spent` answers a failure. */
  work: 'echo' | 'spin' | 'spent';
}

export type PoolTestReply = { id: number; thread: number } | { id: number; failure: string };

const port = parentPort;
if (port) {
  port.on('message', (job: PoolTestJob) => {
    if (job.work === 'spin') for (;;) Math.random();
    const reply: PoolTestReply =
      job.work === 'echo' ? { id: job.id, thread: threadId } : { id: job.id, failure: 'spent' };
    port.postMessage(reply);
  });
  port.postMessage({ ready: true });
}
