import type { Counted } from '../../../shared/kernel/paging.ts';
import type { Orm } from '../../../shared/persistence/database.ts';
import { addPeriod, type PagedSelect, selectPage } from '../../../shared/persistence/paged-select.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { containsPattern, dateOf, type SqlDate } from '../../../shared/persistence/sql-values.ts';
import type { AuditEntry, AuditValues, StaffRole } from '../domain/audit.ts';
import type { AuditQuery, AuditTrail } from '../ports/audit-trail.ts';

interface Row {
  id: string;
  actor_id: string | null;
  actor_email: string;
  actor_role: StaffRole;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: AuditValues | string | null;
  after: AuditValues | string | null;
  reason: string | null;
  ip: string | null;
  request_id: string;
  created_at: SqlDate;
}

/** jsonb arrives parsed from PostgreSQL and as text from some drivers. */
function json(value: AuditValues | string | null): AuditValues | null {
  if (value === null) return null;
  return typeof value === 'string' ? (JSON.parse(value) as AuditValues) : value;
}

function entryOf(r: Row): AuditEntry {
  return {
    id: r.id,
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    actorRole: r.actor_role,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    before: json(r.before),
    after: json(r.after),
    reason: r.reason,
    ip: r.ip,
    requestId: r.request_id,
    createdAt: dateOf(r.created_at),
  };
}

const COLUMNS = `id, actor_id, actor_email, actor_role, action, target_type, target_id, before, after,
  reason, ip, request_id, created_at`;

/**
 * The actors whose e-mail contains a pattern (the placeholder), as `actor(email)`. Actors are the
 * staff, a few among millions of entries: the distinct e-mails are walked in the actor index, one
 * step per e-mail, and only they are matched against the pattern.
 */
const MATCHING_ACTORS = `(with recursive actor(email) as (
    select min(actor_email) from audit_log
    union all
    select (select min(l.actor_email) from audit_log l where l.actor_email > actor.email)
      from actor where actor.email is not null)
  select email from actor where email ilike ? escape '\\') as actor`;

/**
 * The page and count of the audit log a query selects, newest first: the log's order is its
 * created index, an action its own index in that order. An actor is matched against the few
 * e-mails that act, then each match's newest entries come from the actor index and are merged:
 * a page reads at most its end's worth of entries per matching actor, and the count reads the
 * matching actors' entries alone.
 */
export function auditSelect(q: AuditQuery): PagedSelect {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.action) {
    where.push('action = ?');
    params.push(q.action);
  }
  if (q.targetId) {
    where.push('target_id = ?');
    params.push(q.targetId);
  }
  addPeriod(q, where, params);
  const order = { orderBy: 'created_at desc, seq desc', page: q.page, limit: q.limit };
  const actor = q.actor?.trim();
  if (!actor) return { columns: COLUMNS, from: 'audit_log', where, params, ...order };
  const pattern = containsPattern(actor);
  const also = where.map((condition) => ` and ${condition}`).join('');
  return {
    columns: COLUMNS,
    from: `${MATCHING_ACTORS} cross join lateral (
        select ${COLUMNS}, seq from audit_log a where a.actor_email = actor.email${also}
         order by created_at desc, seq desc limit ?) as entry`,
    fromParams: [pattern, ...params, q.page * q.limit],
    countFrom: `${MATCHING_ACTORS} join audit_log a on a.actor_email = actor.email${also}`,
    countFromParams: [pattern, ...params],
    where: [],
    params: [],
    ...order,
  };
}

export class MikroOrmAuditTrail implements AuditTrail {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  /**
   * An actor whose account went in this very action (staff deleting themselves) is kept by e-mail
   * and role with no id, as the log keeps every actor whose account was deleted since.
   */
  async record(e: AuditEntry): Promise<void> {
    await runSql(
      this.#orm,
      `insert into audit_log (id, actor_id, actor_email, actor_role, action, target_type, target_id,
         before, after, reason, ip, request_id, created_at)
       values (?, (select u.id from users u where u.id = ?), ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?)`,
      [
        e.id,
        e.actorId,
        e.actorEmail,
        e.actorRole,
        e.action,
        e.targetType,
        e.targetId,
        e.before === null ? null : JSON.stringify(e.before),
        e.after === null ? null : JSON.stringify(e.after),
        e.reason,
        e.ip,
        e.requestId,
        e.createdAt,
      ],
    );
  }

  async search(q: AuditQuery): Promise<{ entries: AuditEntry[]; total: Counted }> {
    const { rows, total } = await selectPage<Row>(this.#orm, auditSelect(q));
    return { entries: rows.map(entryOf), total };
  }
}
