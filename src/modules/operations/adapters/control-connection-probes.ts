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
  constructor(control: ControlConnection) {
    this.#control = control;
  }
  async ping(): Promise<void> {
    await this.#control.query('select 1');
  }
  status(): Promise<JobQueueStatus> {
    return queueStatus((sql, params) => this.#control.query(sql, params));
  }
}
