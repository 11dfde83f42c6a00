import { databaseUrlOf, type Orm } from './database.ts';

/**
 * A connection apart from the ORM's pool, for what must answer while that pool is full of slow
 * work: readiness, and cancelling the statements of requests whose client went away. On
 * PostgreSQL it is a pool of its own (two connections, each statement limited to two seconds, so a
 * probe never hangs); on the embedded database, which has one connection for everything, it is
 * that connection and cancelling does nothing (statements there run in this process, one at a time).
 */
export interface ControlConnection {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Cancels the statement the given backend runs now (pg_cancel_backend); false when none was. */
  cancel(backendPid: number): Promise<boolean>;
  close(): Promise<void>;
}

/** A control statement waits at most this long for its answer. */
const CONTROL_STATEMENT_TIMEOUT_MS = 2000;

const opened = new WeakMap<Orm, ControlConnection>();

/** The database's control connection, opened on first use (one per database). */
export function controlConnection(orm: Orm): ControlConnection {
  let control = opened.get(orm);
  if (!control) {
    const url = databaseUrlOf(orm);
    control = url ? poolOn(url, () => opened.delete(orm)) : embedded(orm);
    opened.set(orm, control);
  }
  return control;
}

/** What is used here of node-postgres's pool (`pg` comes with the PostgreSQL driver; its types are not installed). */
interface Pool {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  on(event: 'error', listener: (err: Error) => void): unknown;
  end(): Promise<void>;
}

function poolOn(url: string, forget: () => void): ControlConnection {
  // loaded only when PostgreSQL is used
  const pool = import('pg').then(({ default: pg }) => {
    const options = {
      connectionString: url,
      max: 2,
      application_name: 'interview-coach control',
      statement_timeout: CONTROL_STATEMENT_TIMEOUT_MS,
      connectionTimeoutMillis: CONTROL_STATEMENT_TIMEOUT_MS,
      idleTimeoutMillis: 60_000,
      allowExitOnIdle: true,
    };
    const p = new pg.Pool(options) as unknown as Pool;
    // an idle connection the server closed (a restart, a dropped database) is replaced on next use
    p.on('error', () => undefined);
    return p;
  });
  const query = async <T>(sql: string, params: unknown[] = []) =>
    (await (await pool).query(sql, params)).rows as T[];
  return {
    query,
    cancel: async (pid) => {
      const rows = await query<{ cancelled: boolean }>('select pg_cancel_backend($1) as cancelled', [pid]);
      return rows[0]?.cancelled === true;
    },
    close: async () => {
      forget();
      await (await pool).end();
    },
  };
}

function embedded(orm: Orm): ControlConnection {
  return {
    query: <T>(sql: string, params: unknown[] = []) =>
      orm.em.getConnection().execute(sql.replace(/\$\d+/g, '?'), params) as Promise<T[]>,
    cancel: async () => false,
    close: async () => undefined,
  };
}
