import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { NewNotification, Notification } from '../domain/notification.ts';
import type { NotificationStore } from '../ports/notification-store.ts';
import { NOTIFICATION_COLUMNS, type NotificationRow, notificationOf, numberOf } from './sql-rows.ts';

/** Notifications in PostgreSQL; every statement is scoped to the person it is asked for. */
export class MikroOrmNotificationStore implements NotificationStore {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  #rows(sql: string, params: unknown[]): Promise<NotificationRow[]> {
    return runSql<NotificationRow[]>(this.#orm, sql, params);
  }

  async insert(n: NewNotification, id: string, createdAt: Date): Promise<Notification | null> {
    const [row] = await this.#rows(
      `insert into notifications (id, user_id, type, title, body, link_url, dedupe_key, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (user_id, dedupe_key) do nothing
       returning ${NOTIFICATION_COLUMNS}`,
      [id, n.userId, n.type, n.title, n.body, n.linkUrl, n.dedupeKey, createdAt],
    );
    return row ? notificationOf(row) : null;
  }

  async list(userId: string, offset: number, limit: number): Promise<Notification[]> {
    const rows = await this.#rows(
      `select ${NOTIFICATION_COLUMNS} from notifications where user_id = ? order by seq desc offset ? limit ?`,
      [userId, offset, limit],
    );
    return rows.map(notificationOf);
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await runSql<{ n: number | string }[]>(
      this.#orm,
      'select count(*) as n from notifications where user_id = ? and read_at is null',
      [userId],
    );
    return numberOf(row?.n);
  }

  async head(userId: string): Promise<{ lastSeq: number; unreadCount: number }> {
    // two index lookups (user and position; the unread partial index), not a scan of every row
    const [row] = await runSql<{ last_seq: number | string | null; unread: number | string }[]>(
      this.#orm,
      `select (select seq from notifications where user_id = ? order by seq desc limit 1) as last_seq,
              (select count(*) from notifications where user_id = ? and read_at is null) as unread`,
      [userId, userId],
    );
    return { lastSeq: numberOf(row?.last_seq), unreadCount: numberOf(row?.unread) };
  }

  async after(userId: string, seq: number, limit: number): Promise<Notification[]> {
    const rows = await this.#rows(
      `select * from (
         select ${NOTIFICATION_COLUMNS} from notifications where user_id = ? and seq > ?
          order by seq desc limit ?
       ) newest order by seq`,
      [userId, seq, limit],
    );
    return rows.map(notificationOf);
  }

  async markRead(
    userId: string,
    id: string,
    at: Date,
  ): Promise<{ notification: Notification; changed: boolean } | null> {
    const [updated] = await this.#rows(
      `update notifications set read_at = ? where id = ? and user_id = ? and read_at is null
       returning ${NOTIFICATION_COLUMNS}`,
      [at, id, userId],
    );
    if (updated) return { notification: notificationOf(updated), changed: true };
    const [existing] = await this.#rows(
      `select ${NOTIFICATION_COLUMNS} from notifications where id = ? and user_id = ?`,
      [id, userId],
    );
    return existing ? { notification: notificationOf(existing), changed: false } : null;
  }

  async markManyRead(userId: string, ids: readonly string[], at: Date): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await runSql<{ id: string }[]>(
      this.#orm,
      `update notifications set read_at = ?
        where user_id = ? and read_at is null
          and id in (select jsonb_array_elements_text(?::jsonb)::uuid)
       returning id`,
      [at, userId, JSON.stringify(ids)],
    );
    return rows.length;
  }

  async markAllRead(userId: string, at: Date): Promise<number> {
    const rows = await runSql<{ id: string }[]>(
      this.#orm,
      'update notifications set read_at = ? where user_id = ? and read_at is null returning id',
      [at, userId],
    );
    return rows.length;
  }
}
