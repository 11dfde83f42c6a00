import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Notification } from '../domain/notification.ts';
import { NotificationNotFoundError } from '../domain/notification.errors.ts';
import type { NotificationSignals } from '../ports/notification-signals.ts';
import type { NotificationStore } from '../ports/notification-store.ts';

/**
 * Marks one of the caller's notifications read. Idempotent: a read one keeps its read time. Some
 * one else's notification is answered as not found.
 */
export class MarkNotificationRead {
  readonly #store: NotificationStore;
  readonly #signals: NotificationSignals;
  readonly #clock: Clock;
  constructor(store: NotificationStore, signals: NotificationSignals, clock: Clock) {
    this.#store = store;
    this.#signals = signals;
    this.#clock = clock;
  }

  async execute(userId: string, notificationId: string): Promise<Notification> {
    const marked = await this.#store.markRead(userId, notificationId, this.#clock.now());
    if (!marked) throw new NotificationNotFoundError();
    // the person's other tabs update their badge
    if (marked.changed) this.#signals.publish(userId);
    return marked.notification;
  }
}
