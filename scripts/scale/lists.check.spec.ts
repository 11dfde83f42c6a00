import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagedStatements } from '../../src/shared/persistence/paged-select.ts';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { LIST_CASES } from './list-cases.ts';
import { seedSteps } from './seed-rows.ts';

/**
 * Every staff list reads its page and its capped count through an index, never a scan of the
 * whole table: the plans of the statements the adapters run, on a database seeded with the rows
 * of the scale seed (only the tables these lists read, enough of them for the planner to choose
 * as it does at 200,000 people). Timings are measured by `npm run scale`, not here.
 */
const COUNTS = {
  people: 20_000,
  sessions: 0,
  notifications: 0,
  tickets: 20_000,
  audit: 30_000,
  activity: 30_000,
  jobs: 0,
};
const TABLES = ['people', 'subscriptions', 'audit entries', 'activity events', 'support tickets'];

describe('staff lists at scale: each reads its index', () => {
  let db: TestDatabase;
  const sql = <T>(query: string, params: unknown[] = []) =>
    db.orm.em.fork().getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    db = await createTestDatabase();
    await sql('select setseed(0.42)');
    for (const step of seedSteps(COUNTS).filter((s) => TABLES.some((t) => s.name.startsWith(t)))) {
      await sql(step.sql);
    }
    // as autovacuum leaves filled tables: statistics, and the visibility map index-only scans read
    await sql('vacuum analyze users, subscriptions, audit_log, activity_events, support_tickets');
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  const explain = async (statement: { sql: string; params: unknown[] }) => {
    const rows = await sql<{ 'QUERY PLAN': string }>(`explain ${statement.sql}`, statement.params);
    return rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
  };

  it.each(LIST_CASES())(
    '%s: the page and its count use the index, no sequential scan',
    async (_name, select, index, selectsMost) => {
      const { page: pageSql, count } = pagedStatements(select);
      const pagePlan = await explain(pageSql);
      expect(pagePlan).toMatch(index);
      expect(pagePlan).not.toMatch(/Seq Scan/);
      const countPlan = await explain(count);
      // the count stops at its cap whatever it reads; only a filter that selects most rows (or
      // none) may read the table from its start: it stops after a little more than the cap's rows
      expect(countPlan).toMatch(/Limit/);
      if (!selectsMost) expect(countPlan).not.toMatch(/Seq Scan/);
    },
  );
});
