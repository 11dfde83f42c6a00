import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { dateOrNull, type SqlDate } from '../../../shared/persistence/sql-values.ts';
import type { SessionRollup } from '../ports/session-rollup.ts';

/** The per-day session rollup in `metrics_session_days`; its progress and the people's counts in `metrics_rollup_state`. */
export class MikroOrmSessionRollup implements SessionRollup {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async coverage(): Promise<{ coveredUntil: Date | null; recheckedFrom: Date | null }> {
    const [row] = await runSql<{ covered: SqlDate | null; rechecked: string | null }[]>(
      this.#orm,
      `select sessions_covered_until as covered, to_char(sessions_rechecked_from, 'YYYY-MM-DD') as rechecked
         from metrics_rollup_state where id = 1`,
    );
    return {
      coveredUntil: dateOrNull(row?.covered ?? null),
      recheckedFrom: row?.rechecked ? new Date(`${row.rechecked}T00:00:00Z`) : null,
    };
  }

  async firstSessionAt(): Promise<Date | null> {
    // the first entry of the created_at index
    const [row] = await runSql<{ first: SqlDate | null }[]>(
      this.#orm,
      'select min(created_at) as first from interview_sessions',
    );
    return dateOrNull(row?.first ?? null);
  }

  async rollDays(from: Date, to: Date, now: Date): Promise<void> {
    await this.#orm.em.transactional(async () => {
      await runSql(
        this.#orm,
        `delete from metrics_session_days
          where day >= (?::timestamptz at time zone 'UTC')::date and day < (?::timestamptz at time zone 'UTC')::date`,
        [from, to],
      );
      await runSql(
        this.#orm,
        `insert into metrics_session_days (day, started, scored, score_sum, refreshed_at)
         select (created_at at time zone 'UTC')::date, count(*), count(score), coalesce(sum(score), 0), ?
           from interview_sessions where created_at >= ? and created_at < ?
          group by 1`,
        [now, from, to],
      );
      await runSql(
        this.#orm,
        `update metrics_rollup_state
            set sessions_covered_until = greatest(coalesce(sessions_covered_until, ?::timestamptz), ?::timestamptz)
          where id = 1`,
        [to, to],
      );
    });
  }

  async setRecheckedFrom(day: Date | null): Promise<void> {
    await runSql(
      this.#orm,
      `update metrics_rollup_state set sessions_rechecked_from = (?::timestamptz at time zone 'UTC')::date where id = 1`,
      [day],
    );
  }

  async countPeople(now: Date): Promise<void> {
    await runSql(
      this.#orm,
      `update metrics_rollup_state
          set (people_counted_at, people_total, people_verified, people_active_30_days, people_trialing) = (
            select ?::timestamptz, count(*), count(*) filter (where email_verified),
                   count(*) filter (where last_login_at >= ?::timestamptz - interval '30 days'),
                   count(*) filter (where trial_ends_at > ? and not exists (
                     select 1 from subscriptions s where s.user_id = users.id and s.plan_name <> 'Free'
                        and s.status in ('active', 'trialing', 'past_due')))
              from users)
        where id = 1`,
      [now, now, now],
    );
  }
}
