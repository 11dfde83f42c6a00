import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { PolishEvent } from '../../coaching/index.ts';
import {
  type PolishRun,
  type PolishRunStatus,
  SUGGESTION_EVENTS,
  type StoredPolishEvent,
} from '../domain/polish-run.ts';
import type { AbandonedRun, PolishRunRepository } from '../ports/polish-run-repository.ts';

interface RunRow {
  id: string;
  user_id: string;
  resume_id: string;
  job_description_id: string;
  status: PolishRunStatus;
  started_at: Date | string;
  finished_at: Date | string | null;
}

interface EventRow {
  seq: number;
  event: PolishEvent['event'];
  data: unknown;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function run(row: RunRow): PolishRun {
  return {
    id: row.id,
    userId: row.user_id,
    resumeId: row.resume_id,
    jobDescriptionId: row.job_description_id,
    status: row.status,
    startedAt: date(row.started_at),
    finishedAt: row.finished_at === null ? null : date(row.finished_at),
  };
}

/**
 * Runs and their events in plain SQL: appends, the Free plan's claims and their return are single
 * statements that race safely, on any number of instances.
 */
export class MikroOrmPolishRunRepository implements PolishRunRepository {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async create(r: PolishRun): Promise<void> {
    await runSql(
      this.#orm,
      `insert into polish_runs (id, user_id, resume_id, job_description_id, status, started_at, finished_at)
       values (?, ?, ?, ?, ?, ?, ?)`,
      [r.id, r.userId, r.resumeId, r.jobDescriptionId, r.status, r.startedAt, r.finishedAt],
    );
  }

  async createWithinAllowance(r: PolishRun, allowance: number, completed: number): Promise<boolean> {
    // The claim and the run are one statement. Concurrent claims of one user queue on the
    // allowance row (the insert's unique key, then the row lock of the update), and each re-reads
    // `used` as the one before it left it: no count is read before another claim changes it.
    const rows = await runSql<unknown[]>(
      this.#orm,
      `with claim as (
         insert into polish_allowances as a (user_id, used)
         select ?::uuid, ?::int + 1 where ?::int < ?::int
         on conflict (user_id) do update set used = greatest(a.used, ?::int) + 1
           where greatest(a.used, ?::int) < ?::int
         returning a.user_id
       )
       insert into polish_runs (id, user_id, resume_id, job_description_id, status, started_at, finished_at, reserved)
       select ?, claim.user_id, ?, ?, ?, ?, ?, true from claim
       returning id`,
      [
        r.userId,
        completed,
        completed,
        allowance,
        completed,
        completed,
        allowance,
        r.id,
        r.resumeId,
        r.jobDescriptionId,
        r.status,
        r.startedAt,
        r.finishedAt,
      ],
    );
    return rows.length === 1;
  }

  async findOwned(userId: string, runId: string): Promise<PolishRun | null> {
    const rows = await runSql<RunRow[]>(this.#orm, 'select * from polish_runs where id = ? and user_id = ?', [
      runId,
      userId,
    ]);
    return rows[0] ? run(rows[0]) : null;
  }

  async events(runId: string, afterSeq = 0): Promise<StoredPolishEvent[]> {
    const rows = await runSql<EventRow[]>(
      this.#orm,
      'select seq, event, data from polish_run_events where run_id = ? and seq > ? order by seq',
      [runId, afterSeq],
    );
    return rows.map((r) => ({
      seq: Number(r.seq),
      event: {
        event: r.event,
        data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data,
      } as PolishEvent,
    }));
  }

  async append(runId: string, seq: number, event: PolishEvent, at: Date): Promise<boolean> {
    const rows = await runSql<unknown[]>(
      this.#orm,
      `insert into polish_run_events (run_id, seq, event, data, created_at) values (?, ?, ?, ?::jsonb, ?)
       on conflict (run_id, seq) do nothing returning seq`,
      [runId, seq, event.event, JSON.stringify(event.data), at],
    );
    return rows.length === 1;
  }

  async finish(runId: string, status: Exclude<PolishRunStatus, 'running'>, at: Date): Promise<boolean> {
    // a run leaves `running` once, so its claim is given back at most once, and only when the
    // person was handed no suggestion
    const rows = await runSql<{ n: number | string }[]>(
      this.#orm,
      `with ended as (
         update polish_runs set status = ?, finished_at = ? where id = ? and status = 'running'
         returning user_id, reserved, status
       ), released as (
         update polish_allowances a set used = a.used - 1 from ended
          where a.user_id = ended.user_id and ended.reserved and ended.status = 'failed' and a.used > 0
            and not exists (
              select 1 from polish_run_events e where e.run_id = ? and e.event in (${SUGGESTION_EVENTS.map(() => '?').join(', ')})
            )
         returning a.user_id
       )
       select count(*) as n from ended`,
      [status, at, runId, runId, ...SUGGESTION_EVENTS],
    );
    return Number(rows[0]?.n ?? 0) === 1;
  }

  async latestStart(userId: string): Promise<Date | null> {
    const rows = await runSql<{ started_at: Date | string }[]>(
      this.#orm,
      "select started_at from polish_runs where user_id = ? and status <> 'failed' order by started_at desc limit 1",
      [userId],
    );
    return rows[0] ? date(rows[0].started_at) : null;
  }

  async countCompleted(userId: string): Promise<number> {
    const rows = await runSql<{ n: string | number }[]>(
      this.#orm,
      "select count(*) as n from polish_runs where user_id = ? and status = 'done'",
      [userId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async abandoned(before: Date, limit: number): Promise<AbandonedRun[]> {
    // the partial index on running runs finds the candidates; each one's last event is the top of
    // its primary key
    const rows = await runSql<{ id: string; last_seq: number | string }[]>(
      this.#orm,
      `select r.id, coalesce(last.seq, 0) as last_seq
         from polish_runs r
         left join lateral (
           select e.seq, e.created_at from polish_run_events e where e.run_id = r.id order by e.seq desc limit 1
         ) last on true
        where r.status = 'running' and r.started_at < ? and coalesce(last.created_at, r.started_at) < ?
        order by r.started_at
        limit ?`,
      [before, before, limit],
    );
    return rows.map((row) => ({ runId: row.id, lastSeq: Number(row.last_seq) }));
  }
}
