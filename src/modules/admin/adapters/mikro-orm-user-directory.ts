import type { ActivityMetadata } from '../../../shared/kernel/activity.ts';
import type { Counted } from '../../../shared/kernel/paging.ts';
import type { Orm } from '../../../shared/persistence/database.ts';
import { type PagedSelect, selectPage } from '../../../shared/persistence/paged-select.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { containsPattern, dateOf, dateOrNull, type SqlDate } from '../../../shared/persistence/sql-values.ts';
import type {
  AccountFootprint,
  AccountRecord,
  AccountRole,
  AccountStatus,
  Plan,
  UserActivity,
  UserCounts,
} from '../domain/admin-user.ts';
import type { UserDirectory, UserQuery } from '../ports/user-directory.ts';

interface AccountRow {
  id: string;
  name: string;
  email: string;
  role: AccountRole;
  status: AccountStatus;
  email_verified: boolean;
  trial_ends_at: SqlDate | null;
  created_at: SqlDate;
  last_login_at: SqlDate | null;
  plan_name: Plan | null;
  sub_status: string | null;
  current_period_end: SqlDate | null;
  cancel_at_period_end: boolean | null;
  provider: string | null;
}

interface ActivityRow {
  id: string;
  user_id: string | null;
  user_email: string | null;
  event: string;
  metadata: Record<string, unknown> | string | null;
  created_at: SqlDate;
}

type Count = { n: string | number };

/** The account and its subscription (billing's row, one per account) in one read. */
const ACCOUNT_COLUMNS = `u.id, u.name, u.email, u.role, u.status, u.email_verified, u.trial_ends_at,
    u.created_at, u.last_login_at, s.plan_name, s.status as sub_status, s.current_period_end,
    s.cancel_at_period_end, s.provider`;
const ACCOUNT_FROM = 'users u left join subscriptions s on s.user_id = u.id';
const ACCOUNT = `select ${ACCOUNT_COLUMNS} from ${ACCOUNT_FROM}`;

/** Names the staff roster's lock: every check of "the last active admin" takes it first. */
const ROSTER_LOCK = 'admin:staff-roster';

function recordOf(r: AccountRow): AccountRecord {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    status: r.status,
    emailVerified: r.email_verified,
    trialEndsAt: dateOrNull(r.trial_ends_at),
    createdAt: dateOf(r.created_at),
    lastLoginAt: dateOrNull(r.last_login_at),
    subscription:
      r.plan_name === null
        ? null
        : {
            planName: r.plan_name,
            status: r.sub_status ?? '',
            currentPeriodEnd: dateOrNull(r.current_period_end),
            cancelAtPeriodEnd: r.cancel_at_period_end ?? false,
            provider: r.provider ?? '',
          },
  };
}

/** jsonb arrives parsed from PostgreSQL and as text from some drivers. */
function metadataOf(value: ActivityRow['metadata']): ActivityMetadata {
  if (value === null) return {};
  return (typeof value === 'string' ? JSON.parse(value) : value) as ActivityMetadata;
}

/**
 * The page and count of the people a query selects, newest first (users_created_idx); the search
 * by any part of the name or e-mail reads their trigram indexes.
 */
export function peopleSelect(q: UserQuery): PagedSelect {
  const search = q.search?.trim();
  return {
    columns: ACCOUNT_COLUMNS,
    from: ACCOUNT_FROM,
    // the subscription only adds columns: the count reads the people alone
    countFrom: 'users u',
    where: search ? [`(u.name ilike ? escape '\\' or u.email ilike ? escape '\\')`] : [],
    params: search ? [containsPattern(search), containsPattern(search)] : [],
    orderBy: 'u.created_at desc, u.id desc',
    page: q.page,
    limit: q.limit,
  };
}

/**
 * The accounts as staff read them, in hand-written SQL over the tables of the modules that own
 * what an account holds (identity's users, billing's subscriptions and sandbox invoices, documents,
 * interview sessions, support tickets and notifications): read-only, never written here.
 */
export class MikroOrmUserDirectory implements UserDirectory {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async #count(sql: string, params: unknown[]): Promise<number> {
    const rows = await runSql<Count[]>(this.#orm, sql, params);
    return Number(rows[0]?.n ?? 0);
  }

  async search(q: UserQuery): Promise<{ users: AccountRecord[]; total: Counted }> {
    const { rows, total } = await selectPage<AccountRow>(this.#orm, peopleSelect(q));
    return { users: rows.map(recordOf), total };
  }

  async find(userId: string): Promise<AccountRecord | null> {
    const [row] = await runSql<AccountRow[]>(this.#orm, `${ACCOUNT} where u.id = ?`, [userId]);
    return row ? recordOf(row) : null;
  }

  async counts(userId: string): Promise<UserCounts> {
    const [row] = await runSql<
      { documents: number | string; sessions: number | string; tickets: number | string }[]
    >(
      this.#orm,
      `select (select count(*) from documents where user_id = ?) as documents,
              (select count(*) from interview_sessions where user_id = ?) as sessions,
              (select count(*) from support_tickets where user_id = ?) as tickets`,
      [userId, userId, userId],
    );
    return {
      documents: Number(row?.documents ?? 0),
      sessions: Number(row?.sessions ?? 0),
      tickets: Number(row?.tickets ?? 0),
    };
  }

  async recentActivity(userId: string, limit: number): Promise<UserActivity[]> {
    const rows = await runSql<ActivityRow[]>(
      this.#orm,
      `select id, user_id, user_email, event, metadata, created_at from activity_events
        where user_id = ? order by created_at desc, seq desc limit ?`,
      [userId, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      userEmail: r.user_email,
      event: r.event,
      metadata: metadataOf(r.metadata),
      createdAt: dateOf(r.created_at),
    }));
  }

  async otherActiveAdmins(userId: string): Promise<number> {
    await runSql(this.#orm, 'select pg_advisory_xact_lock(hashtextextended(?, 0))', [ROSTER_LOCK]);
    return this.#count(
      `select count(*) as n from users where role = 'admin' and status = 'active' and id <> ?`,
      [userId],
    );
  }

  async footprint(userId: string): Promise<AccountFootprint> {
    const [row] = await runSql<Record<keyof AccountFootprint, number | string>[]>(
      this.#orm,
      `select (select count(*) from documents where user_id = ?) as documents,
              (select count(*) from documents where user_id = ?)
                + (select count(*) from interview_questions q join interview_sessions s on s.id = q.session_id
                    where s.user_id = ? and q.audio_key is not null)
                + (select count(*) from sandbox_invoices i join sandbox_customers c on c.id = i.customer_id
                    where c.user_id = ? and i.pdf_key is not null) as "storedFiles",
              (select count(*) from interview_sessions where user_id = ?) as sessions,
              (select count(*) from support_tickets where user_id = ?) as tickets,
              (select count(*) from notifications where user_id = ?) as notifications`,
      [userId, userId, userId, userId, userId, userId, userId],
    );
    return {
      documents: Number(row?.documents ?? 0),
      storedFiles: Number(row?.storedFiles ?? 0),
      sessions: Number(row?.sessions ?? 0),
      tickets: Number(row?.tickets ?? 0),
      notifications: Number(row?.notifications ?? 0),
    };
  }
}
