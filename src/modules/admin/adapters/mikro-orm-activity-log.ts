import type { Counted } from '../../../shared/kernel/paging.ts';
import { currentTransaction, type Orm } from '../../../shared/persistence/database.ts';
import { addPeriod, type PagedSelect, selectPage } from '../../../shared/persistence/paged-select.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { containsPattern, dateOf, type SqlDate } from '../../../shared/persistence/sql-values.ts';
import type { ActivityMetadata } from '../../../shared/kernel/activity.ts';
import type { ActivityEntry } from '../domain/activity.ts';
import type { ActivityLog, ActivityQuery } from '../ports/activity-log.ts';

interface Row {
  id: string;
  user_id: string | null;
  user_email: string | null;
  event: string;
  metadata: ActivityMetadata | string;
  created_at: SqlDate;
}

function entryOf(r: Row): ActivityEntry {
  return {
    id: r.id,
    userId: r.user_id,
    userEmail: r.user_email,
    event: r.event,
    // jsonb arrives parsed from PostgreSQL and as text from some drivers
    metadata: typeof r.metadata === 'string' ? (JSON.parse(r.metadata) as ActivityMetadata) : r.metadata,
    createdAt: dateOf(r.created_at),
  };
}

/**
 * The page and count of the activity log a query selects, newest first: the log's order is its
 * created index, an event its own index in that order, the search the trigram indexes of the
 * e-mail, the event and the e-mail a failed sign-in tried.
 */
export function activitySelect(q: ActivityQuery): PagedSelect {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.search?.trim()) {
    const pattern = containsPattern(q.search.trim());
    where.push(
      `(user_email ilike ? escape '\\' or event ilike ? escape '\\' or metadata->>'email' ilike ? escape '\\')`,
    );
    params.push(pattern, pattern, pattern);
  }
  if (q.userId) {
    where.push('user_id = ?');
    params.push(q.userId);
  }
  if (q.event) {
    where.push('event = ?');
    params.push(q.event);
  }
  addPeriod(q, where, params);
  return {
    columns: 'id, user_id, user_email, event, metadata, created_at',
    from: 'activity_events',
    where,
    params,
    orderBy: 'created_at desc, seq desc',
    page: q.page,
    limit: q.limit,
  };
}

export class MikroOrmActivityLog implements ActivityLog {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async append(e: Omit<ActivityEntry, 'userEmail'>): Promise<void> {
    // the user and their e-mail come from the same statement: a user id that names nobody (deleted
    // meanwhile) stores null instead of failing on the foreign key
    const insert = () =>
      runSql(
        this.#orm,
        `insert into activity_events (id, user_id, user_email, event, metadata, created_at)
         select ?, u.id, u.email, ?, ?::jsonb, ? from (select 1) as one
           left join users u on u.id = ?::uuid`,
        [e.id, e.event, JSON.stringify(e.metadata), e.createdAt, e.userId],
      );
    if (!currentTransaction(this.#orm)) {
      await insert();
      return;
    }
    // inside the person's transaction a failed insert would abort it: fence it off
    await runSql(this.#orm, 'savepoint activity_record');
    try {
      await insert();
      await runSql(this.#orm, 'release savepoint activity_record');
    } catch (err) {
      await runSql(this.#orm, 'rollback to savepoint activity_record');
      throw err;
    }
  }

  async search(q: ActivityQuery): Promise<{ entries: ActivityEntry[]; total: Counted }> {
    const { rows, total } = await selectPage<Row>(this.#orm, activitySelect(q));
    return { entries: rows.map(entryOf), total };
  }
}
