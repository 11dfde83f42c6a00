import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.ts';
import { MikroOrmFeatureAnnouncements } from './mikro-orm-feature-announcements.ts';
import { MikroOrmNotificationPreferenceStore } from './mikro-orm-notification-preference-store.ts';
import { MikroOrmWeeklyPracticeLog } from './mikro-orm-weekly-practice-log.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-11-30T09:00:00Z');
const NOTICE = {
  type: 'feature_announcement' as const,
  title: 'New feature',
  body: 'Voice interviews are here.',
  linkUrl: null,
  dedupeKey: 'feature_announcement:a-1',
};

/** The set-based statements of the feature fan-out and the weekly report, on the real database. */
describe('the fan-out and weekly report statements', () => {
  let db: TestDatabase;
  const sql = <T>(query: string, params: unknown[] = []) =>
    db.orm.em.fork().getConnection().execute<T[]>(query, params);
  // ids in a known order: the fan-out goes through people in id order
  const ids = Array.from({ length: 7 }, (_, i) => `00000000-0000-4000-8000-00000000000${i + 1}`);
  const [a, b, c, d, suspended, e, f] = ids as [string, string, string, string, string, string, string];

  async function session(userId: string, endedAt: Date, score: number | null, status = 'completed') {
    await sql(
      `insert into interview_sessions (id, user_id, title, interview_type, persona, format, duration_minutes,
         question_count, status, plan, job, score, created_at, ended_at)
       values (?, ?, 'T', 'Behavioral', 'Friendly & Encouraging', 'text', 30, 5, ?, '{}', '{}', ?, ?, ?)`,
      [
        randomUUID(),
        userId,
        status,
        score,
        new Date(endedAt.getTime() - 30 * 60_000),
        status === 'completed' ? endedAt : null,
      ],
    );
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    for (const [n, id] of ids.entries())
      await sql(
        `insert into users (id, name, email, email_normalized, status, created_at, updated_at)
         values (?, ?, ?, ?, ?, now(), now())`,
        [
          id,
          `Person ${n}`,
          `p${n}@example.com`,
          `p${n}@example.com`,
          id === suspended ? 'suspended' : 'active',
        ],
      );
    // b wants no product updates and no reports; c was sent a report two days ago
    await sql(
      `insert into notification_preferences (user_id, wants_product_updates, wants_progress_reports,
         unsubscribe_token, last_progress_report_at, updated_at)
       values (?, false, false, 'token-b', null, now()), (?, true, true, 'token-c', ?, now())`,
      [b, c, new Date(NOW.getTime() - 2 * DAY)],
    );
  });
  afterAll(async () => {
    await db?.close();
  });

  it('notifies the active people batch by batch, once each however often a batch runs again', async () => {
    const fanOut = new MikroOrmFeatureAnnouncements(db.orm);
    const reached: string[][] = [];
    let after = '';
    for (;;) {
      const batch = await fanOut.notifyNext(NOTICE, after, 2, NOW);
      reached.push(batch.notified.map((p) => p.notification.userId));
      if (!batch.last || batch.reached < 2) break;
      after = batch.last;
    }
    expect(reached).toEqual([[a, b], [c, d], [e, f], []]);
    const first = await fanOut.notifyNext(NOTICE, '', 2, NOW);
    expect(first).toEqual({ last: b, reached: 2, notified: [] });
    const rows = await sql<{ user_id: string; n: number }>(
      `select user_id, count(*)::int as n from notifications where dedupe_key = ? group by user_id order by user_id`,
      [NOTICE.dedupeKey],
    );
    expect(rows).toEqual([a, b, c, d, e, f].map((user_id) => ({ user_id, n: 1 })));
  });

  it('answers what the mail of each newly notified person needs', async () => {
    const fanOut = new MikroOrmFeatureAnnouncements(db.orm);
    const batch = await fanOut.notifyNext({ ...NOTICE, dedupeKey: 'feature_announcement:a-2' }, '', 3, NOW);
    expect(
      batch.notified.map((p) => [p.recipient.email, p.preferences?.wantsProductUpdates ?? null]),
    ).toEqual([
      ['p0@example.com', null],
      ['p1@example.com', false],
      ['p2@example.com', true],
    ]);
    expect(batch.notified[0]?.notification).toMatchObject({ userId: a, title: 'New feature', readAt: null });
  });

  it('gives each person one unsubscribe token, keeping the ones already made', async () => {
    const store = new MikroOrmNotificationPreferenceStore(db.orm);
    const tokens = await store.unsubscribeTokensOf([a, b, d], NOW);
    expect(tokens.get(b)).toBe('token-b');
    expect(tokens.get(a)).toMatch(/^[\w-]{32}$/);
    expect(await store.unsubscribeTokensOf([a, d], NOW)).toEqual(
      new Map([
        [a, tokens.get(a)],
        [d, tokens.get(d)],
      ]),
    );
    expect(await store.unsubscribeTokenOf(a, NOW)).toBe(tokens.get(a));
  });

  it('finds who is due a weekly report in one read, with their week, and claims each once', async () => {
    await session(a, new Date(NOW.getTime() - 1 * DAY), 7);
    await session(a, new Date(NOW.getTime() - 3 * DAY), 8);
    await session(a, new Date(NOW.getTime() - 3 * DAY), null);
    await session(a, new Date(NOW.getTime() - 9 * DAY), 2);
    await session(b, new Date(NOW.getTime() - 1 * DAY), 6);
    await session(c, new Date(NOW.getTime() - 1 * DAY), 6);
    await session(suspended, new Date(NOW.getTime() - 1 * DAY), 6);
    await session(d, new Date(NOW.getTime() - 1 * DAY), null);
    await session(e, new Date(NOW.getTime() - 10 * 60_000), null, 'in_progress');
    const log = new MikroOrmWeeklyPracticeLog(db.orm);
    const week = { from: new Date(NOW.getTime() - 7 * DAY), to: NOW };
    const guard = new Date(NOW.getTime() - 6 * DAY);
    expect(await log.due(week, guard)).toEqual([
      {
        practice: { userId: a, sessionsCompleted: 3, averageScore: 7.5 },
        recipient: { email: 'p0@example.com', name: 'Person 0' },
      },
      {
        practice: { userId: d, sessionsCompleted: 1, averageScore: null },
        recipient: { email: 'p3@example.com', name: 'Person 3' },
      },
    ]);
    // b is offered too (a stale list): reports are off, so nobody claims b
    const claimed = await log.claim([a, b, d], NOW, guard);
    expect([...claimed.keys()].sort()).toEqual([a, d]);
    expect(claimed.get(a)).toBe(
      (await new MikroOrmNotificationPreferenceStore(db.orm).unsubscribeTokensOf([a], NOW)).get(a),
    );
    // a second run the same week claims nobody and finds nobody due
    expect(await log.claim([a, d], new Date(NOW.getTime() + 60_000), guard)).toEqual(new Map());
    expect(await log.due(week, guard)).toEqual([]);
  });
});
