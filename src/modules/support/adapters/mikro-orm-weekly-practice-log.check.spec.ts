import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.ts';
import { DUE_PRACTICE_SQL, MikroOrmWeeklyPracticeLog } from './mikro-orm-weekly-practice-log.ts';

const PEOPLE = 10_000;
const SESSIONS_EACH = 10;
const DAY = 86_400_000;

/**
 * The weekly progress report reads who is due once per run: at scale that must be one aggregate
 * over the week's completed sessions, read through the index on when they ended, never a walk of
 * every session ever held (a year of them here, one person in twenty practising last week).
 */
describe('who is due a weekly progress report, over a year of sessions', () => {
  let db: TestDatabase;
  const sql = <T>(query: string, params: unknown[] = []) =>
    db.orm.em.fork().getConnection().execute<T[]>(query, params);
  const now = new Date();
  const week = { from: new Date(now.getTime() - 7 * DAY), to: now };
  const guard = new Date(now.getTime() - 6 * DAY);

  beforeAll(async () => {
    db = await createTestDatabase();
    await sql(
      `insert into users (id, name, email, email_normalized, created_at, updated_at)
       select gen_random_uuid(), 'Person', 'p' || i || '@example.com', 'p' || i || '@example.com', now(), now()
         from generate_series(1, ?) as i`,
      [PEOPLE],
    );
    await sql(
      `insert into interview_sessions (id, user_id, title, interview_type, persona, format, duration_minutes,
         question_count, status, plan, job, score, created_at, ended_at)
       select gen_random_uuid(), u.id, 'T', 'Behavioral', 'Friendly & Encouraging', 'text', 30, 5, 'completed',
              '{}', '{}', 7, t.at, t.at + interval '25 minutes'
         from (select id, row_number() over () as n from users) u
         cross join generate_series(1, ?) as k
         cross join lateral (select case when u.n % 20 = 0 and k = 1 then now() - interval '3 days'
                                         else now() - interval '8 days' - ((u.n + k * 31) % 357) * interval '1 day'
                                    end as at) t`,
      [SESSIONS_EACH],
    );
    await sql('analyze users');
    await sql('analyze interview_sessions');
  }, 300_000);
  afterAll(async () => {
    await db?.close();
  });

  it('reads the week through the ended-at index, in one aggregate', async () => {
    const rows = await sql<{ 'QUERY PLAN': string }>(`explain ${DUE_PRACTICE_SQL}`, [
      week.from,
      week.to,
      guard,
    ]);
    const plan = rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/(Bitmap Index|Index Only|Index) Scan (on|using) interview_sessions_ended_idx/);
    expect(plan).not.toMatch(/Seq Scan on interview_sessions/);
    expect(plan.match(/Aggregate/g)).toHaveLength(1);

    const due = await new MikroOrmWeeklyPracticeLog(db.orm).due(week, guard);
    expect(due).toHaveLength(PEOPLE / 20);
    expect(due[0]?.practice).toMatchObject({ sessionsCompleted: 1, averageScore: 7 });
  });
});
