import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { DuePractice, WeeklyPracticeLog } from '../ports/weekly-practice.ts';
import { newPersonToken } from './mikro-orm-notification-preference-store.ts';

/**
 * Who is due a weekly report: the week's completed sessions read by when they ended
 * (`interview_sessions_ended_idx`, which carries the person and the score), summed per person once,
 * then joined to the account and its preferences. Parameters: week start, week end, guard.
 */
export const DUE_PRACTICE_SQL = `select w.user_id, w.sessions, w.average, u.email, u.name
   from (select user_id, count(*) as sessions, avg(score)::float8 as average
           from interview_sessions
          where status = 'completed' and ended_at >= ? and ended_at < ?
          group by user_id) w
   join users u on u.id = w.user_id and u.status = 'active'
   left join notification_preferences p on p.user_id = w.user_id
  where coalesce(p.wants_progress_reports, true)
    and (p.last_progress_report_at is null or p.last_progress_report_at <= ?)
  order by w.user_id`;

/**
 * Reads finished interview sessions straight from the interviewing module's table: a read-only
 * report over committed rows, which the interviewing module's own code never needs to serve.
 */
export class MikroOrmWeeklyPracticeLog implements WeeklyPracticeLog {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async due(week: { from: Date; to: Date }, guard: Date): Promise<DuePractice[]> {
    const rows = await runSql<
      {
        user_id: string;
        sessions: number | string;
        average: number | string | null;
        email: string;
        name: string;
      }[]
    >(this.#orm, DUE_PRACTICE_SQL, [week.from, week.to, guard]);
    return rows.map((r) => ({
      practice: {
        userId: r.user_id,
        sessionsCompleted: Number(r.sessions),
        averageScore: r.average === null ? null : Number(r.average),
      },
      recipient: { email: r.email, name: r.name },
    }));
  }

  async claim(userIds: readonly string[], at: Date, guard: Date): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await runSql<{ user_id: string; unsubscribe_token: string }[]>(
      this.#orm,
      `insert into notification_preferences (user_id, unsubscribe_token, last_progress_report_at, updated_at)
       select person.user_id, person.token, ?::timestamptz, ?::timestamptz
         from jsonb_to_recordset(?::jsonb) as person (user_id uuid, token text)
         join users u on u.id = person.user_id
       on conflict (user_id) do update set last_progress_report_at = excluded.last_progress_report_at
        where notification_preferences.wants_progress_reports
          and (notification_preferences.last_progress_report_at is null
               or notification_preferences.last_progress_report_at <= ?)
       returning user_id, unsubscribe_token`,
      [at, at, JSON.stringify(userIds.map((id) => ({ user_id: id, token: newPersonToken() }))), guard],
    );
    return new Map(rows.map((r) => [r.user_id, r.unsubscribe_token]));
  }
}
