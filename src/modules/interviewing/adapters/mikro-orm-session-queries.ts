import { roundScore } from '../../coaching/index.ts';
import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { HistoryQuery, HistoryRow, SessionQueries } from '../ports/session-queries.ts';
import { date, num, type Row } from './mikro-orm-session-rows.ts';

/** The sessions' read models as hand-written SQL; also the documents module's application scores. */
export class MikroOrmSessionQueries implements SessionQueries {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  #sql(sql: string, params: unknown[] = []): Promise<Row[]> {
    return runSql<Row[]>(this.#orm, sql, params);
  }

  async countStarted(userId: string): Promise<number> {
    // countsTowardAllowance: every session but one that ended before any answer was recorded
    const rows = await this.#sql(
      `select count(*) as n from interview_sessions s
        where s.user_id = ?
          and (s.status <> 'completed'
            or exists (select 1 from interview_answers a where a.session_id = s.id))`,
      [userId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async stats(userId: string): Promise<{ totalSessions: number; averageScore: number | null }> {
    const rows = await this.#sql(
      'select count(*) as n, avg(score) as average from interview_sessions where user_id = ?',
      [userId],
    );
    return { totalSessions: Number(rows[0]?.n ?? 0), averageScore: num(rows[0]?.average) };
  }

  async history(userId: string, query: HistoryQuery): Promise<{ rows: HistoryRow[]; total: number }> {
    const where = ['user_id = ?'];
    const params: unknown[] = [userId];
    if (query.since) {
      where.push('created_at >= ?');
      params.push(query.since.toISOString());
    }
    if (query.type) {
      where.push('interview_type = ?');
      params.push(query.type);
    }
    if (query.search) {
      where.push(`title ilike ? escape '\\'`);
      params.push(`%${query.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    }
    const filter = where.join(' and ');
    const [count, rows] = await Promise.all([
      this.#sql(`select count(*) as n from interview_sessions where ${filter}`, params),
      this.#sql(
        `select id, title, created_at, score, interview_type from interview_sessions where ${filter}
          order by created_at desc, seq desc limit ? offset ?`,
        [...params, query.limit, (query.page - 1) * query.limit],
      ),
    ]);
    return {
      total: Number(count[0]?.n ?? 0),
      rows: rows.map((r) => ({
        id: r.id as string,
        title: r.title as string,
        createdAt: date(r.created_at),
        score: num(r.score),
        interviewType: r.interview_type as HistoryRow['interviewType'],
      })),
    };
  }

  async averagesFor(
    userId: string,
    pairs: { resumeId: string; jobDescriptionId: string }[],
  ): Promise<(number | null)[]> {
    if (pairs.length === 0) return [];
    const rows = await this.#sql(
      `select resume_id, job_id, avg(score) as average from interview_sessions
        where user_id = ? and score is not null group by resume_id, job_id`,
      [userId],
    );
    const averages = new Map(rows.map((r) => [`${r.resume_id}/${r.job_id}`, num(r.average)]));
    return pairs.map((p) => {
      const average = averages.get(`${p.resumeId}/${p.jobDescriptionId}`);
      return average === undefined || average === null ? null : roundScore(average);
    });
  }
}
