import type { Clock } from '../../../shared/kernel/clock.ts';
import type { NotificationSignals } from '../ports/notification-signals.ts';
import type { NotificationStore } from '../ports/notification-store.ts';
import type { MarkReadResult } from './mark-notifications-read.ts';

/** Marks every notification of the person read: the unread count becomes 0. */
export class MarkAllNotificationsRead {
  readonly #store: NotificationStore;
  readonly #signals: NotificationSignals;
  readonly #clock: Clock;
  constructor(store: NotificationStore, signals: NotificationSignals, clock: Clock) {
    this.#store = store;
    this.#signals = signals;
    this.#clock = clock;
  }

  async execute(userId: string): Promise<MarkReadResult> {
    const updated = await this.#store.markAllRead(userId, this.#clock.now());
    if (updated > 0) this.#signals.publish(userId);
    // counted again rather than assumed: one created meanwhile is unread, and says so
    return { updated, unreadCount: await this.#store.unreadCount(userId) };
  }
}
