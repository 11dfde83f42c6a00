import { controlConnection } from './control-connection.ts';
import { databaseUrlOf, type Orm } from './database.ts';
import { runSql } from './raw-sql.ts';

/** A staff read (metrics, reports) that runs longer than this is stopped by the database. */
export const STAFF_STATEMENT_TIMEOUT_MS = 5000;

/** Thrown when the client of a staff read went away and its statements were cancelled. */
export class StaffReadAbandoned extends Error {
  constructor() {
    super('the staff read was cancelled: its client went away');
    this.name = 'StaffReadAbandoned';
  }
}

/**
 * Runs the hand-written statements of `work` (runSql) in one read-only transaction on one
 * connection of the pool, each limited to `timeoutMs` (the database stops a longer one), and, when
 * `signal` aborts (the request's client went away), cancels the statement running then from the
 * control connection, so an abandoned request gives its connection back at once instead of
 * holding it for the rest of its query. One connection per read, however many statements.
 *
 * On the embedded database the work runs as it is: its one connection runs in this process.
 */
export async function staffRead<T>(
  orm: Orm,
  options: { signal?: AbortSignal | undefined; timeoutMs?: number },
  work: () => Promise<T>,
): Promise<T> {
  const { signal } = options;
  if (signal?.aborted) throw new StaffReadAbandoned();
  if (!databaseUrlOf(orm)) return work();
  const timeoutMs = Math.max(1, Math.floor(options.timeoutMs ?? STAFF_STATEMENT_TIMEOUT_MS));
  const control = controlConnection(orm);
  try {
    return await orm.em.transactional(async () => {
      // one round trip: the backend to cancel, and (as SET LOCAL) the time limit and read only
      const [me] = await runSql<{ pid: number }[]>(
        orm,
        `select pg_backend_pid() as pid, set_config('statement_timeout', ?, true),
                set_config('transaction_read_only', 'on', true)`,
        [String(timeoutMs)],
      );
      const pid = me?.pid;
      // the connection goes back to the pool only after a cancel sent for it has been answered,
      // so a late cancel never reaches another request's statement
      let cancelling: Promise<unknown> | undefined;
      const cancel = () => {
        if (pid !== undefined) cancelling = control.cancel(pid).catch(() => undefined);
      };
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        if (signal?.aborted) throw new StaffReadAbandoned();
        return await work();
      } finally {
        signal?.removeEventListener('abort', cancel);
        if (cancelling) await cancelling;
      }
    });
  } catch (err) {
    if (signal?.aborted) throw new StaffReadAbandoned();
    throw err;
  }
}
