import type { Notification } from '../domain/notification.ts';
import { pageOf, pageWindow } from '../domain/notification-paging.ts';
import type { NotificationStore } from '../ports/notification-store.ts';

export interface NotificationPage {
  notifications: Notification[];
  unreadCount: number;
  /** Whether a further page exists (the 'Load More' button). */
  hasMore: boolean;
}

/** The notifications page: one page of the person's notifications, newest first. */
export class ListNotifications {
  readonly #store: NotificationStore;
  constructor(store: NotificationStore) {
    this.#store = store;
  }

  async execute(userId: string, page: number, limit: number): Promise<NotificationPage> {
    const { offset, fetch } = pageWindow(page, limit);
    const [rows, unreadCount] = await Promise.all([
      this.#store.list(userId, offset, fetch),
      this.#store.unreadCount(userId),
    ]);
    const { items, hasMore } = pageOf(rows, limit);
    return { notifications: items, unreadCount, hasMore };
  }
}
