import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { WeeklyPractice } from '../domain/progress-report.ts';
import type { WeeklyPracticeLog } from '../ports/weekly-practice.ts';
import { newPersonToken } from './mikro-orm-notification-preference-store.ts';

/**
 * Reads finished interview sessions straight from the interviewing module's table: a read-only
 * report over committed rows, which the interviewing module's own code never needs to serve.
 */
export class MikroOrmWeeklyPracticeLog implements WeeklyPracticeLog {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async due(week: { from: Date; to: Date }, guard: Date, limit: number): Promise<WeeklyPractice[]> {
    const rows = await runSql<
      { user_id: string; sessions: number | string; average: number | string | null }[]
    >(
      this.#orm,
      `select s.user_id, count(*) as sessions, avg(s.score)::float8 as average
         from interview_sessions s
         join users u on u.id = s.user_id and u.status = 'active'
         left join notification_preferences p on p.user_id = s.user_id
        where s.status = 'completed' and s.ended_at >= ? and s.ended_at < ?
          and coalesce(p.wants_progress_reports, true)
          and (p.last_progress_report_at is null or p.last_progress_report_at <= ?)
        group by s.user_id
        order by s.user_id
        limit ?`,
      [week.from, week.to, guard, limit],
    );
    return rows.map((r) => ({
      userId: r.user_id,
      sessionsCompleted: Number(r.sessions),
      averageScore: r.average === null ? null : Number(r.average),
    }));
  }

  async claim(userId: string, at: Date, guard: Date): Promise<boolean> {
    const rows = await runSql<{ user_id: string }[]>(
      this.#orm,
      `insert into notification_preferences (user_id, unsubscribe_token, last_progress_report_at, updated_at)
       values (?, ?, ?, ?)
       on conflict (user_id) do update set last_progress_report_at = excluded.last_progress_report_at
        where notification_preferences.wants_progress_reports
          and (notification_preferences.last_progress_report_at is null
               or notification_preferences.last_progress_report_at <= ?)
       returning user_id`,
      [userId, newPersonToken(), at, at, guard],
    );
    return rows.length > 0;
  }
}
