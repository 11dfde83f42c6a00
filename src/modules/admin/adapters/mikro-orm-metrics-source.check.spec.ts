import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.ts';
import { MikroOrmMetricsSource, PAID_SUBSCRIPTIONS_SQL } from './mikro-orm-metrics-source.ts';

const PEOPLE = 200_000;

/**
 * The admin dashboard reads monthly recurring revenue live: at 200,000 people, most of whose
 * subscriptions ended long ago, that must be one aggregate reading the status index for the
 * active subscriptions, never a scan of every subscription ever bought.
 */
describe('monthly recurring revenue at 200,000 people', () => {
  let db: TestDatabase;
  const sql = <T>(query: string, params: unknown[] = []) =>
    db.orm.em.fork().getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    db = await createTestDatabase();
    await sql(
      `insert into users (id, name, email, email_normalized, created_at, updated_at)
       select gen_random_uuid(), 'Person', 'p' || i || '@example.com', 'p' || i || '@example.com', now(), now()
         from generate_series(1, ?) as i`,
      [PEOPLE],
    );
    // every third person bought once; one in five of those still pays, a quarter of them with 20%
    // off (half of those discounts over), one in seven cancelling
    await sql(
      `insert into subscriptions (id, user_id, plan_name, status, billing_interval, current_period_end,
         cancel_at_period_end, provider, provider_subscription_id, created_at, updated_at,
         discount_percent_off, discount_ends_at)
       select gen_random_uuid(), id, (array['Pro', 'Premium'])[1 + n % 2],
              (array['active', 'canceled', 'canceled', 'incomplete_expired', 'canceled'])[1 + n % 5],
              (array['month', 'year'])[1 + (n / 2) % 2], now() + interval '10 days', n % 7 = 0, 'sandbox',
              'sub_' || n, now(), now(), case when n % 4 = 0 then 20 end,
              case when n % 8 = 0 then now() - interval '1 day' end
         from (select id, row_number() over (order by id) as n from users) as numbered
        where n % 3 = 0`,
    );
    await sql('analyze subscriptions');
  }, 300_000);
  afterAll(async () => {
    await db?.close();
  });

  it('reads the active subscriptions through the status index, in one aggregate', async () => {
    const now = new Date();
    const rows = await sql<{ 'QUERY PLAN': string }>(`explain ${PAID_SUBSCRIPTIONS_SQL}`, [now, now]);
    const plan = rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Scan on subscriptions_status|Index Scan using subscriptions_status/);
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan.match(/Aggregate/g)).toHaveLength(1);

    const counts = await new MikroOrmMetricsSource(db.orm, {
      status: async () => ({ depth: 0, oldestSeconds: null, deadLetters: 0 }),
    }).counts(now);
    const paying = counts.paid.reduce((sum, g) => sum + g.count, 0);
    expect(paying).toBe(Math.floor(PEOPLE / 15));
    // grouped by what they bill, not one row each
    expect(counts.paid.length).toBeLessThanOrEqual(16);
  });
});
