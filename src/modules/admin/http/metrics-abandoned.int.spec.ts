import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promote, type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { auth } from '../../../../test/support/documents.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

/**
 * Staff reads never starve the rest: an abandoned metrics request stops its query in the database
 * at once, and readiness answers while slow metrics reads hold every connection of the pool.
 * The reads are made slow by a lock another connection holds on the sessions table. PostgreSQL
 * only: the embedded database runs in this process, one statement at a time, and has no pool.
 */
describe.skipIf(!process.env.DATABASE_URL)('metrics reads under a busy database', () => {
  let t: TestApp;
  let admin: SignedIn;
  let locker: InstanceType<typeof pg.Pool>;
  let observer: InstanceType<typeof pg.Pool>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t);
    await promote(t, admin.email, 'admin');
    locker = new pg.Pool({ connectionString: t.database.url, max: 1 });
    observer = new pg.Pool({ connectionString: t.database.url, max: 1 });
  });
  afterAll(async () => {
    await locker?.end();
    await observer?.end();
    await t?.close();
  });

  /** Backends of this database waiting on a lock in a query of the sessions table. */
  const waiting = async () => {
    const { rows } = await observer.query(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'
          and query like '%interview_sessions%'`,
    );
    return Number(rows[0]?.n ?? 0);
  };
  const holdSessions = async () => {
    await locker.query('begin');
    await locker.query('lock table interview_sessions in access exclusive mode');
  };
  const release = () => locker.query('rollback');

  it('cancels the query of a request whose client went away, while the lock still holds', async () => {
    await holdSessions();
    try {
      const controller = new AbortController();
      const pending = t
        .request('/api/admin/metrics', { headers: auth(admin.token), signal: controller.signal })
        .catch(() => undefined);
      await expect.poll(waiting, { timeout: 15_000, interval: 50 }).toBe(1);
      controller.abort();
      await expect.poll(waiting, { timeout: 15_000, interval: 50 }).toBe(0);
      await pending;
    } finally {
      await release();
    }
    // the next reading is served as usual
    expect((await t.json('/api/admin/metrics', { headers: auth(admin.token) })).status).toBe(200);
  });

  it('answers readiness while slow metrics reads hold every connection of the pool', async () => {
    await holdSessions();
    const controller = new AbortController();
    const reads = Array.from({ length: 12 }, () =>
      t
        .request('/api/admin/metrics', { headers: auth(admin.token), signal: controller.signal })
        .catch(() => undefined),
    );
    try {
      // the pool has ten connections: ten reads wait on the lock, two for a connection
      await expect.poll(waiting, { timeout: 15_000, interval: 50 }).toBe(10);
      for (let i = 0; i < 3; i++) {
        const ready = await t.json<{ status: string; checks: unknown }>('/api/ready');
        expect(ready.status).toBe(200);
        expect(ready.body).toMatchObject({ status: 'ready', checks: { database: 'ok', queue: 'ok' } });
      }
    } finally {
      controller.abort();
      await release();
      await Promise.all(reads);
    }
  });
});
