import type { Notification } from '../domain/notification.ts';
import type { NotificationStore } from '../ports/notification-store.ts';

/** The header dropdown: the person's newest notifications and their unread count in total. */
export class ListLatestNotifications {
  readonly #store: NotificationStore;
  constructor(store: NotificationStore) {
    this.#store = store;
  }

  async execute(
    userId: string,
    limit: number,
  ): Promise<{ notifications: Notification[]; unreadCount: number }> {
    const [notifications, unreadCount] = await Promise.all([
      this.#store.list(userId, 0, limit),
      this.#store.unreadCount(userId),
    ]);
    return { notifications, unreadCount };
  }
}
