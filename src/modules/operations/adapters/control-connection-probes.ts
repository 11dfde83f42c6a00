import { queueStatus } from '../../../shared/jobs/pg-boss-job-queue.ts';
import type { JobQueueStatus } from '../../../shared/kernel/jobs.ts';
import type { ControlConnection } from '../../../shared/persistence/control-connection.ts';
import type { DatabaseProbe } from '../ports/database-probe.ts';
import type { QueueProbe } from '../ports/queue-probe.ts';

/**
 * Readiness through the control connection, never the ORM's pool: a pool full of slow staff reads
 * does not make the instance look down. Both reads are cheap: a round trip, and the job queue's
 * waiting jobs through pg-boss's partial index (not its history of finished jobs).
 */
export class ControlConnectionProbes implements DatabaseProbe, QueueProbe {
  readonly #control: ControlConnection;
  readonly #queueCacheMs: number;
  #ping: Promise<void> | undefined;
  #queue: { at: number; status: Promise<JobQueueStatus> } | undefined;
  constructor(control: ControlConnection, queueCacheMs = QUEUE_STATUS_CACHE_MS) {
    this.#control = control;
    this.#queueCacheMs = queueCacheMs;
  }

  /** Probes arriving together share one round trip. */
  ping(): Promise<void> {
    this.#ping ??= this.#control
      .query('select 1')
      .then(() => undefined)
      .finally(() => {
        this.#ping = undefined;
      });
    return this.#ping;
  }

  /** Read at most once a second (the queue's own monitor counts every ten); a failure is not kept. */
  status(): Promise<JobQueueStatus> {
    const now = Date.now();
    if (this.#queue && now - this.#queue.at < this.#queueCacheMs) return this.#queue.status;
    const status = queueStatus((sql, params) => this.#control.query(sql, params));
    const entry = { at: now, status };
    this.#queue = entry;
    status.catch(() => {
      if (this.#queue === entry) this.#queue = undefined;
    });
    return status;
  }
}

/** How long readiness reuses the queue's figures. */
export const QUEUE_STATUS_CACHE_MS = 1000;
