import type { JobQueueStatus } from '../../../shared/kernel/jobs.ts';
import type { DatabaseProbe } from '../ports/database-probe.ts';
import type { QueueProbe } from '../ports/queue-probe.ts';

type Check = 'ok' | 'unavailable';

export interface Readiness {
  status: 'ready' | 'unavailable';
  checks: { database: Check; queue: Check };
  /** The queue's depth, the age of its oldest waiting job and its dead letters, when it answered. */
  queue?: JobQueueStatus;
}

/**
 * Ready means every dependency the product cannot serve without answers: the database, and the
 * job queue that evaluates answers, scores sessions and sends mail.
 */
export class CheckReadiness {
  readonly #database: DatabaseProbe;
  readonly #queue: QueueProbe;
  readonly #timeoutMs: number;

  constructor(database: DatabaseProbe, queue: QueueProbe, timeoutMs = 2000) {
    this.#database = database;
    this.#queue = queue;
    this.#timeoutMs = timeoutMs;
  }

  async execute(): Promise<Readiness> {
    const [database, queue] = await Promise.all([
      this.#within(this.#database.ping()),
      this.#within(this.#queue.status()),
    ]);
    const checks = {
      database: database.ok ? 'ok' : 'unavailable',
      queue: queue.ok ? 'ok' : 'unavailable',
    } as const;
    return {
      status: database.ok && queue.ok ? 'ready' : 'unavailable',
      checks,
      ...(queue.ok ? { queue: queue.value } : {}),
    };
  }

  async #within<T>(probe: Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('probe timed out')), this.#timeoutMs);
    });
    try {
      return { ok: true, value: await Promise.race([probe, timeout]) };
    } catch {
      return { ok: false };
    } finally {
      clearTimeout(timer);
    }
  }
}
