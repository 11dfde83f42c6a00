import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { PostgresRateLimiter, SWEEP_EVERY_MS } from './postgres-rate-limiter.ts';

const at = (iso: string) => new Date(iso);
const MINUTE = 60;

describe('the PostgreSQL rate limiter', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  const inContext = <T>(work: () => Promise<T>) => db.orm.em.fork().transactional(work);
  const buckets = (table: 'rate_limits' | 'sign_in_backoff') =>
    inContext(async () =>
      (await runSql<{ bucket: string }[]>(db.orm, `select bucket from ${table} order by bucket`)).map(
        (r) => r.bucket,
      ),
    );

  it('sweeps ended buckets away now and then, keeping the ones that still count', async () => {
    const limiter = new PostgresRateLimiter(db.orm);
    const backoff = { freeFailures: 5, maxDelaySeconds: MINUTE, forgetAfterSeconds: 15 * MINUTE };
    await inContext(async () => {
      // a first call sweeps an empty table, then buckets are made at 10:00
      await limiter.hit({ key: 'old-window', limit: 5, windowSeconds: MINUTE }, at('2026-11-24T10:00:00Z'));
      await limiter.hit(
        { key: 'long-window', limit: 5, windowSeconds: 24 * 3600 },
        at('2026-11-24T10:00:00Z'),
      );
      await limiter.attempt({ key: 'old-backoff', ...backoff }, at('2026-11-24T10:00:00Z'));
    });
    expect(await buckets('rate_limits')).toEqual(['long-window', 'old-window']);

    // within the sweep interval nothing is deleted
    await inContext(() => limiter.attempt({ key: 'recent-backoff', ...backoff }, at('2026-11-24T10:05:00Z')));
    expect(await buckets('rate_limits')).toEqual(['long-window', 'old-window']);

    const later = new Date(at('2026-11-24T10:05:00Z').getTime() + SWEEP_EVERY_MS + 60 * 60_000);
    await inContext(() => limiter.hit({ key: 'fresh', limit: 5, windowSeconds: MINUTE }, later));
    expect(await buckets('rate_limits')).toEqual(['fresh', 'long-window']);
    expect(await buckets('sign_in_backoff')).toEqual([]);
  });
});
