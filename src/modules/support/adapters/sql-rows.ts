import type { Notification, NotificationType } from '../domain/notification.ts';

/** Column values as both database drivers return them through the ORM's connection. */
type SqlDate = string | Date;

export function dateOf(value: SqlDate): Date {
  return value instanceof Date ? value : new Date(value);
}

/** bigint (seq, counts) arrives as text from PostgreSQL and as a number from the embedded database */
export function numberOf(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

export interface NotificationRow {
  id: string;
  seq: string | number;
  user_id: string;
  type: NotificationType;
  title: string;
  body: string;
  link_url: string | null;
  read_at: SqlDate | null;
  created_at: SqlDate;
}

export const NOTIFICATION_COLUMNS = 'id, seq, user_id, type, title, body, link_url, read_at, created_at';

export function notificationOf(row: NotificationRow): Notification {
  return {
    id: row.id,
    userId: row.user_id,
    seq: numberOf(row.seq),
    type: row.type,
    title: row.title,
    body: row.body,
    linkUrl: row.link_url,
    readAt: row.read_at === null ? null : dateOf(row.read_at),
    createdAt: dateOf(row.created_at),
  };
}
