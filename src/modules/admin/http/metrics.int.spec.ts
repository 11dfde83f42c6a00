import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promote, type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { buyInSandbox, post } from '../../../../test/support/billing.ts';
import { auth, markVerified } from '../../../../test/support/documents.ts';
import { insertFinishedSession, userIdOf } from '../../../../test/support/notifications.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { ADMIN } from '../tokens.ts';

interface Metrics {
  users: {
    total: number;
    newLast7Days: number;
    newLast30Days: number;
    activeLast30Days: number;
    verifiedShare: number;
  };
  revenue: {
    payingByPlan: { Pro: number; Premium: number };
    monthlyRecurringRevenueCents: number;
    cancelling: number;
    cancellingMonthlyRevenueCents: number;
    trialing: number;
  };
  sessions: { total: number; perDay: { date: string; count: number }[]; averageScore: number | null };
  polish: { runsLast30Days: number };
  tickets: { open: number; oldestOpenAgeSeconds: number | null };
  evaluations: { failedLast30Days: number };
  queue: { depth: number; deadLetters: number };
  generated_at: string;
}

const DAY = 86_400_000;

describe('product metrics', () => {
  let t: TestApp;
  let admin: SignedIn;
  let support: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t);
    support = await signUp(t);
    await promote(t, admin.email, 'admin');
    await promote(t, support.email, 'support');
  });
  afterAll(async () => {
    await t?.close();
  });

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    runSql<T[]>(t.application.orm, query, params);
  const metrics = async (token = admin.token) => {
    const res = await t.json<Metrics>('/api/admin/metrics', { headers: auth(token) });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('start empty but for the staff, with 30 zero days', async () => {
    const m = await metrics(support.token);
    expect(m.users).toEqual({
      total: 2,
      newLast7Days: 2,
      newLast30Days: 2,
      activeLast30Days: 2,
      verifiedShare: 0,
    });
    expect(m.revenue).toEqual({
      payingByPlan: { Pro: 0, Premium: 0 },
      monthlyRecurringRevenueCents: 0,
      cancelling: 0,
      cancellingMonthlyRevenueCents: 0,
      trialing: 2,
    });
    expect(m.sessions.total).toBe(0);
    expect(m.sessions.perDay).toHaveLength(30);
    expect(m.sessions.perDay.every((d) => d.count === 0)).toBe(true);
    expect(m.sessions.perDay.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(m.sessions.averageScore).toBeNull();
    expect(m.tickets).toEqual({ open: 0, oldestOpenAgeSeconds: null });
    expect(m.queue).toEqual({ depth: expect.any(Number), deadLetters: 0 });
  });

  it('count users, paying plans with their monthly revenue, sessions per day, tickets and failures', async () => {
    const buyer = await signUp(t);
    const yearly = await signUp(t);
    const old = await signUp(t);
    const oldId = await userIdOf(t, old.email);
    await markVerified(t, buyer.email);
    await buyInSandbox(t, buyer.token, 'price_pro_monthly');
    await buyInSandbox(t, yearly.token, 'price_premium_yearly');
    // an account from long ago that has not signed in since
    await sql(
      `update users set created_at = now() - interval '40 days', last_login_at = now() - interval '35 days',
         trial_ends_at = now() - interval '33 days' where id = ?`,
      [oldId],
    );
    // sessions today, three days ago and long ago, two of them scored
    const now = Date.now();
    await insertFinishedSession(t, oldId, new Date(now), 8);
    await insertFinishedSession(t, oldId, new Date(now - 3 * DAY), 6.5);
    await insertFinishedSession(t, oldId, new Date(now - 45 * DAY), 1);
    // a ticket opened an hour ago and one already resolved
    await t.json(
      '/api/support/tickets',
      post(buyer.token, { feedback_type: 'Bug Report', message: 'Broken chart' }),
    );
    await sql("update support_tickets set created_at = now() - interval '1 hour'");
    const resolved = await t.json<{ id: string }>(
      '/api/support/tickets',
      post(yearly.token, { feedback_type: 'General Feedback', message: 'Thanks' }),
    );
    await sql("update support_tickets set status = 'Resolved' where id = ?", [resolved.body.id]);

    const m = await metrics();
    expect(m.users).toMatchObject({ total: 5, newLast7Days: 4, newLast30Days: 4, activeLast30Days: 4 });
    expect(m.users.verifiedShare).toBeCloseTo(1 / 5);
    // Pro at $19 a month; Premium yearly at round(39 x 0.8) = $31 a month
    expect(m.revenue).toEqual({
      payingByPlan: { Pro: 1, Premium: 1 },
      monthlyRecurringRevenueCents: 1900 + 3100,
      cancelling: 0,
      cancellingMonthlyRevenueCents: 0,
      trialing: 2,
    });
    expect(m.sessions.total).toBe(3);
    const today = new Date(now).toISOString().slice(0, 10);
    const threeDaysAgo = new Date(now - 3 * DAY).toISOString().slice(0, 10);
    expect(m.sessions.perDay.find((d) => d.date === today)?.count).toBe(1);
    expect(m.sessions.perDay.find((d) => d.date === threeDaysAgo)?.count).toBe(1);
    expect(m.sessions.perDay.reduce((sum, d) => sum + d.count, 0)).toBe(2);
    expect(m.sessions.averageScore).toBe(7.3);
    expect(m.tickets.open).toBe(1);
    expect(m.tickets.oldestOpenAgeSeconds).toBeGreaterThanOrEqual(3600);
    expect(m.tickets.oldestOpenAgeSeconds).toBeLessThan(3700);
    expect(m.polish.runsLast30Days).toBe(0);
    expect(m.evaluations.failedLast30Days).toBe(0);
    expect(Date.parse(m.generated_at)).toBeGreaterThan(now - 60_000);
  });

  it('count what subscriptions bill after their discount, cancelling ones in the revenue and apart', async () => {
    const before = (await metrics()).revenue;
    // Pro at $19.00 less 20%, set to end with its period: it still bills $15.20 this month
    const cancelling = await signUp(t);
    await buyInSandbox(t, cancelling.token, 'price_pro_monthly', 'WELCOME20');
    expect((await t.json('/api/billing/sandbox/portal/cancel', post(cancelling.token))).status).toBe(200);
    await t.application.jobs.settled();
    const [stored] = await sql<{ percent: string | number; ends: Date | string; period_end: Date | string }>(
      `select discount_percent_off as percent, discount_ends_at as ends, current_period_end as period_end
         from subscriptions where user_id = ?`,
      [await userIdOf(t, cancelling.email)],
    );
    // a sandbox coupon takes off the period it was bought with
    expect(Number(stored?.percent)).toBe(20);
    expect(new Date(stored?.ends ?? 0).getTime()).toBe(new Date(stored?.period_end ?? 1).getTime());
    // Pro at $19.00 less $5.00
    const amount = await signUp(t);
    await buyInSandbox(t, amount.token, 'price_pro_monthly', 'SAVE5');
    // Premium whose discount has ended: $39.00 in full
    const ended = await signUp(t);
    await buyInSandbox(t, ended.token, 'price_premium_monthly', 'WELCOME20');
    await sql("update subscriptions set discount_ends_at = now() - interval '1 day' where user_id = ?", [
      await userIdOf(t, ended.email),
    ]);
    // a provider's trial pays nothing yet
    const trial = await signUp(t);
    await buyInSandbox(t, trial.token, 'price_premium_monthly');
    await sql("update subscriptions set status = 'trialing' where user_id = ?", [
      await userIdOf(t, trial.email),
    ]);

    const after = (await metrics()).revenue;
    expect(after.payingByPlan).toEqual({
      Pro: before.payingByPlan.Pro + 2,
      Premium: before.payingByPlan.Premium + 1,
    });
    expect(after.monthlyRecurringRevenueCents - before.monthlyRecurringRevenueCents).toBe(1520 + 1400 + 3900);
    expect(after.cancelling - before.cancelling).toBe(1);
    expect(after.cancellingMonthlyRevenueCents - before.cancellingMonthlyRevenueCents).toBe(1520);
  });

  it('read the same from the daily rollup of sessions as live, and follow sessions after it', async () => {
    const live = await metrics();
    const refresh = t.application.resolve(ADMIN.RefreshMetrics);
    await refresh.run();
    const rolled = await metrics();
    // all but the moments it was read at (the oldest ticket's age follows the clock)
    const timeless = (m: Metrics) => ({
      ...m,
      generated_at: '',
      tickets: { ...m.tickets, oldestOpenAgeSeconds: 0 },
    });
    expect(timeless(rolled)).toEqual(timeless(live));
    const [covered] = await sql<{ covered: Date | string | null }>(
      'select sessions_covered_until as covered from metrics_rollup_state',
    );
    expect(new Date(covered?.covered ?? 0).toISOString().slice(11)).toBe('00:00:00.000Z');
    // a session started now is read live, past the rollup; a second run changes nothing
    const someone = await userIdOf(t, admin.email);
    await insertFinishedSession(t, someone, new Date(), 9);
    await refresh.run();
    const after = await metrics();
    expect(after.sessions.total).toBe(live.sessions.total + 1);
    expect(after.sessions.perDay.at(-1)?.count).toBe((live.sessions.perDay.at(-1)?.count ?? 0) + 1);
  });

  it('past 20,000 people read the refreshed counts of people, with the sign-ups since', async () => {
    await t.application.resolve(ADMIN.RefreshMetrics).run();
    const before = await metrics();
    await sql(
      `update metrics_rollup_state set people_total = people_total + 30000,
         people_verified = people_verified + 30000, people_trialing = people_trialing + 7`,
    );
    await signUp(t);
    const m = await metrics();
    expect(m.users.total).toBe(before.users.total + 30000 + 1);
    expect(m.users.newLast7Days).toBe(before.users.newLast7Days + 1);
    expect(m.users.activeLast30Days).toBe(before.users.activeLast30Days);
    expect(m.revenue.trialing).toBe(before.revenue.trialing + 7 + 1);
  });

  it('are for staff only', async () => {
    const person = await signUp(t);
    expect((await t.json('/api/admin/metrics', { headers: auth(person.token) })).status).toBe(403);
    expect((await t.json('/api/admin/metrics')).status).toBe(401);
  });
});
