import type { NewNotification, Notification } from '../domain/notification.ts';

/**
 * Each person's notifications. Every method takes the person's id and touches their rows only:
 * an id from a request that belongs to someone else is as good as unknown.
 */
export interface NotificationStore {
  /**
   * Stores a notification unless the person already has one with its dedupe key (a retried or
   * repeated job); the stored notification, or null when it was a repeat and nothing changed.
   */
  insert(notification: NewNotification, id: string, createdAt: Date): Promise<Notification | null>;
  /** The person's notifications, newest first, skipping `offset`, at most `limit`. */
  list(userId: string, offset: number, limit: number): Promise<Notification[]>;
  /** How many of the person's notifications are unread (counted, never kept as a number). */
  unreadCount(userId: string): Promise<number>;
  /**
   * The position of the person's newest notification (0 when they have none) and their unread
   * count, in one indexed query: what a live stream polls.
   */
  head(userId: string): Promise<{ lastSeq: number; unreadCount: number }>;
  /** The person's notifications after a position, oldest first; the newest `limit` when more. */
  after(userId: string, seq: number, limit: number): Promise<Notification[]>;
  /**
   * Marks the person's notification read (an unread one gets `at`, a read one keeps its time);
   * the notification and whether it was unread, or null when it is not theirs.
   */
  markRead(
    userId: string,
    id: string,
    at: Date,
  ): Promise<{ notification: Notification; changed: boolean } | null>;
  /** Marks those of the ids that are the person's and unread; how many changed. */
  markManyRead(userId: string, ids: readonly string[], at: Date): Promise<number>;
  /** Marks every unread notification of the person read; how many changed. */
  markAllRead(userId: string, at: Date): Promise<number>;
}
