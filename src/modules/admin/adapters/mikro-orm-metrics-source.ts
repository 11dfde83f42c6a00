import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { dateOrNull, numberOrNull, type SqlDate } from '../../../shared/persistence/sql-values.ts';
import { daysAgo, firstDayStart, type PaidSubscriptionGroup } from '../domain/metrics.ts';
import type { MetricsCounts, MetricsSource } from '../ports/metrics-source.ts';

type Count = string | number;

/**
 * Active paid subscriptions grouped by what they bill: plan, interval, whether they are cancelling
 * and the discount that still applies at the moment given twice (one that ended is billed no
 * more). One aggregate that reads only the active rows through the status index, however many
 * ended subscriptions the table holds.
 */
export const PAID_SUBSCRIPTIONS_SQL = `select plan_name, billing_interval, cancel_at_period_end as cancelling,
        case when discount_ends_at is null or discount_ends_at > ? then discount_percent_off end as percent_off,
        case when discount_ends_at is null or discount_ends_at > ? then discount_amount_off end as amount_off,
        count(*) as n
   from subscriptions
  where status = 'active' and plan_name in ('Pro', 'Premium')
  group by 1, 2, 3, 4, 5`;

/**
 * The metrics' counts straight from the product's tables (read only): five aggregate queries, each
 * one pass over its table (the subscriptions' over its active rows only). What each count means is written in domain/metrics.ts.
 */
export class MikroOrmMetricsSource implements MetricsSource {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async counts(now: Date): Promise<MetricsCounts> {
    const week = daysAgo(now, 7);
    const month = daysAgo(now, 30);
    const [users, paid, sessions, perDay, rest] = await Promise.all([
      runSql<Record<'total' | 'new7' | 'new30' | 'active30' | 'verified' | 'trialing', Count>[]>(
        this.#orm,
        `select count(*) as total,
                count(*) filter (where created_at >= ?) as new7,
                count(*) filter (where created_at >= ?) as new30,
                count(*) filter (where last_login_at >= ?) as active30,
                count(*) filter (where email_verified) as verified,
                count(*) filter (where trial_ends_at > ? and not exists (
                  select 1 from subscriptions s where s.user_id = users.id and s.plan_name <> 'Free'
                     and s.status in ('active', 'trialing', 'past_due'))) as trialing
           from users`,
        [week, month, month, now],
      ),
      runSql<
        {
          plan_name: 'Pro' | 'Premium';
          billing_interval: string | null;
          percent_off: string | number | null;
          amount_off: Count | null;
          cancelling: boolean;
          n: Count;
        }[]
      >(this.#orm, PAID_SUBSCRIPTIONS_SQL, [now, now]),
      runSql<{ total: Count; average: string | number | null }[]>(
        this.#orm,
        `select count(*) as total, avg(score) filter (where created_at >= ? and score is not null) as average
           from interview_sessions`,
        [month],
      ),
      runSql<{ day: string; n: Count }[]>(
        this.#orm,
        `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n
           from interview_sessions where created_at >= ? group by 1`,
        [firstDayStart(now)],
      ),
      runSql<{ polish: Count; open: Count; oldest: SqlDate | null; failed: Count }[]>(
        this.#orm,
        `select (select count(*) from polish_runs where started_at >= ?) as polish,
                (select count(*) from support_tickets where status = 'Open') as open,
                (select min(created_at) from support_tickets where status = 'Open') as oldest,
                (select count(*) from interview_answers
                  where answered_at >= ? and evaluation->>'status' = 'error') as failed`,
        [month, month],
      ),
    ]);
    const u = users[0];
    const s = sessions[0];
    const r = rest[0];
    return {
      users: {
        total: Number(u?.total ?? 0),
        newLast7Days: Number(u?.new7 ?? 0),
        newLast30Days: Number(u?.new30 ?? 0),
        activeLast30Days: Number(u?.active30 ?? 0),
        verified: Number(u?.verified ?? 0),
      },
      paid: paid.map(
        (p): PaidSubscriptionGroup => ({
          plan: p.plan_name,
          interval: p.billing_interval === 'year' ? 'year' : p.billing_interval === 'month' ? 'month' : null,
          percentOff: numberOrNull(p.percent_off),
          amountOffCents: p.amount_off === null ? null : Number(p.amount_off),
          cancelling: p.cancelling === true,
          count: Number(p.n),
        }),
      ),
      trialing: Number(u?.trialing ?? 0),
      sessions: {
        total: Number(s?.total ?? 0),
        startedPerDay: perDay.map((d) => ({ date: d.day, count: Number(d.n) })),
        averageScore: numberOrNull(s?.average ?? null),
      },
      polishRunsLast30Days: Number(r?.polish ?? 0),
      tickets: { open: Number(r?.open ?? 0), oldestOpenAt: dateOrNull(r?.oldest ?? null) },
      failedEvaluationsLast30Days: Number(r?.failed ?? 0),
    };
  }
}
