import type { Orm } from '../../../shared/persistence/database.ts';
import type { JobQueueMonitor } from '../../../shared/kernel/jobs.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { staffRead } from '../../../shared/persistence/staff-read.ts';
import { dateOrNull, numberOrNull, type SqlDate } from '../../../shared/persistence/sql-values.ts';
import {
  addDays,
  daysAgo,
  firstDayStart,
  type PaidSubscriptionGroup,
  utcMidnight,
} from '../domain/metrics.ts';
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

/** Up to this many people, all of them are counted on each read (a few milliseconds). */
export const PEOPLE_COUNTED_LIVE = 20_000;

/**
 * The metrics' counts, read in one staff read (one connection, each statement under the staff
 * statement timeout, cancelled when the request's client goes away). Nothing here reads a whole
 * big table: people by the indexes on created_at and trial_ends_at and the refresh's counts; paying
 * subscriptions through the status index; sessions from the per-day rollup
 * (`admin.refresh-metrics`) plus the ones since it, live through the created_at index; polish
 * runs, open tickets and failed evaluations through their indexes (the failures' index holds only
 * them); the queue through pg-boss's index of waiting jobs. What each count means is written in
 * domain/metrics.ts; every one is exact as of the read, but for sessions deleted with their
 * account, which leave the rollup of their day within a few hours, and, past 20,000 people, the
 * people's total, verified and active counts, which are those of the last refresh (five minutes at
 * most) with the sign-ups since.
 */
export class MikroOrmMetricsSource implements MetricsSource {
  readonly #orm: Orm;
  readonly #queue: JobQueueMonitor;
  constructor(orm: Orm, queue: JobQueueMonitor) {
    this.#orm = orm;
    this.#queue = queue;
  }

  counts(now: Date, signal?: AbortSignal): Promise<MetricsCounts> {
    return staffRead(this.#orm, { signal }, () => this.#read(now));
  }

  async #read(now: Date): Promise<MetricsCounts> {
    const week = daysAgo(now, 7);
    const month = daysAgo(now, 30);
    const u = await this.#people(now, week, month);
    const paid = await runSql<
      {
        plan_name: 'Pro' | 'Premium';
        billing_interval: string | null;
        percent_off: string | number | null;
        amount_off: Count | null;
        cancelling: boolean;
        n: Count;
      }[]
    >(this.#orm, PAID_SUBSCRIPTIONS_SQL, [now, now]);
    const sessions = await this.#sessions(now, month);
    const [r] = await runSql<{ polish: Count; open: Count; oldest: SqlDate | null; failed: Count }[]>(
      this.#orm,
      `select (select count(*) from polish_runs where started_at >= ?) as polish,
              (select count(*) from support_tickets where status = 'Open') as open,
              (select min(created_at) from support_tickets where status = 'Open') as oldest,
              (select count(*) from interview_answers
                where answered_at >= ? and evaluation->>'status' = 'error') as failed`,
      [month, month],
    );
    const queue = await this.#queue.status();
    return {
      users: {
        total: u.total,
        newLast7Days: u.new7,
        newLast30Days: u.new30,
        activeLast30Days: u.active30,
        verified: u.verified,
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
      trialing: u.trialing,
      sessions,
      polishRunsLast30Days: Number(r?.polish ?? 0),
      tickets: { open: Number(r?.open ?? 0), oldestOpenAt: dateOrNull(r?.oldest ?? null) },
      failedEvaluationsLast30Days: Number(r?.failed ?? 0),
      queue,
    };
  }

  /**
   * People. Sign-ups in the last 7 and 30 days are counted live through their index. All people,
   * the verified, those active in the last 30 days and those on a trial without a paid plan need a
   * pass over the whole table (or one subscription lookup per trial): up to PEOPLE_COUNTED_LIVE people it is counted live; past that, the scheduled
   * refresh's counts (at most five minutes old) are read, with the people who signed up since
   * added to the total, the verified and the trials.
   */
  async #people(now: Date, week: Date, month: Date) {
    const [kept] = await runSql<
      {
        at: SqlDate | null;
        total: Count | null;
        verified: Count | null;
        active30: Count | null;
        trialing: Count | null;
      }[]
    >(
      this.#orm,
      `select people_counted_at as at, people_total as total, people_verified as verified,
              people_active_30_days as active30, people_trialing as trialing
         from metrics_rollup_state where id = 1`,
    );
    const at = dateOrNull(kept?.at ?? null);
    const counted = at !== null && Number(kept?.total ?? 0) > PEOPLE_COUNTED_LIVE ? at : null;
    // past the threshold: the sign-ups since the count (each on a trial of its own)
    const since = 'created_at >= ?';
    const trialing = `trial_ends_at > ? and not exists (
       select 1 from subscriptions s where s.user_id = users.id and s.plan_name <> 'Free'
          and s.status in ('active', 'trialing', 'past_due'))`;
    const whole = counted
      ? `(select count(*) from users where ${since}) as total,
         (select count(*) from users where ${since} and email_verified) as verified,
         0 as active30,
         (select count(*) from users where ${since} and ${trialing}) as trialing`
      : `(select count(*) from users) as total,
         (select count(*) from users where email_verified) as verified,
         (select count(*) from users where last_login_at >= ?) as active30,
         (select count(*) from users where ${trialing}) as trialing`;
    const [u] = await runSql<
      Record<'total' | 'new7' | 'new30' | 'active30' | 'verified' | 'trialing', Count>[]
    >(
      this.#orm,
      `select ${whole},
              (select count(*) from users where created_at >= ?) as new7,
              (select count(*) from users where created_at >= ?) as new30`,
      [...(counted ? [counted, counted, counted, now] : [month, now]), week, month],
    );
    return {
      total: Number(u?.total ?? 0) + (counted ? Number(kept?.total ?? 0) : 0),
      verified: Number(u?.verified ?? 0) + (counted ? Number(kept?.verified ?? 0) : 0),
      active30: counted ? Number(kept?.active30 ?? 0) : Number(u?.active30 ?? 0),
      new7: Number(u?.new7 ?? 0),
      new30: Number(u?.new30 ?? 0),
      trialing: Number(u?.trialing ?? 0) + (counted ? Number(kept?.trialing ?? 0) : 0),
    };
  }

  /**
   * Sessions: the rolled-up days before the covered point and, live, the sessions since it (all of
   * them before the first rollup). The average is over sessions started since `month`, which falls
   * inside a day: of that day, when it is rolled up, only the part after `month` is read live.
   */
  async #sessions(now: Date, month: Date): Promise<MetricsCounts['sessions']> {
    const [state] = await runSql<{ covered: SqlDate | null }[]>(
      this.#orm,
      'select sessions_covered_until as covered from metrics_rollup_state where id = 1',
    );
    const covered = dateOrNull(state?.covered ?? null);
    const monthDayEnd = addDays(utcMidnight(month), 1);
    const [rolledTotal] = covered
      ? await runSql<{ total: Count; scored: Count; score_sum: string | number | null }[]>(
          this.#orm,
          `select coalesce(sum(started), 0) as total,
                  coalesce(sum(scored) filter (where day >= (?::timestamptz at time zone 'UTC')::date), 0) as scored,
                  sum(score_sum) filter (where day >= (?::timestamptz at time zone 'UTC')::date) as score_sum
             from metrics_session_days`,
          [monthDayEnd, monthDayEnd],
        )
      : [];
    const rolledDays = covered
      ? await runSql<{ day: string; n: Count }[]>(
          this.#orm,
          `select to_char(day, 'YYYY-MM-DD') as day, started as n from metrics_session_days
            where day >= (?::timestamptz at time zone 'UTC')::date`,
          [firstDayStart(now)],
        )
      : [];
    // the rolled-up part of the day `month` falls in, from `month` on
    const [partial] =
      covered && covered > month
        ? await runSql<{ scored: Count; score_sum: string | number | null }[]>(
            this.#orm,
            `select count(score) as scored, sum(score) as score_sum from interview_sessions
              where created_at >= ? and created_at < ?`,
            [month, covered < monthDayEnd ? covered : monthDayEnd],
          )
        : [];
    const live = await runSql<{ day: string; n: Count; scored: Count; score_sum: string | number | null }[]>(
      this.#orm,
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n,
              count(score) filter (where created_at >= ?) as scored,
              sum(score) filter (where created_at >= ?) as score_sum
         from interview_sessions where created_at >= ? group by 1`,
      [month, month, covered ?? new Date(0)],
    );
    const perDay = new Map<string, number>();
    for (const d of [...rolledDays, ...live]) perDay.set(d.day, (perDay.get(d.day) ?? 0) + Number(d.n));
    const scoredParts = [rolledTotal, partial, ...live];
    const scored = scoredParts.reduce((sum, p) => sum + Number(p?.scored ?? 0), 0);
    const scoreSum = scoredParts.reduce((sum, p) => sum + Number(p?.score_sum ?? 0), 0);
    const first = firstDayStart(now).toISOString().slice(0, 10);
    return {
      total: Number(rolledTotal?.total ?? 0) + live.reduce((sum, d) => sum + Number(d.n), 0),
      startedPerDay: [...perDay].filter(([day]) => day >= first).map(([date, count]) => ({ date, count })),
      averageScore: scored === 0 ? null : scoreSum / scored,
    };
  }
}
