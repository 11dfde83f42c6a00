/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { Notification } from './notification.ts';

export interface NotificationList {
  notifications: Notification[];
  /**
     * Unread notifications in total (not only in this list).
     * @minimum 0
     */
  unreadCount: number;
  /** Present on the paged list; true when a further page exists. */
  hasMore?: boolean;
}
