import type { Clock } from '../../../shared/kernel/clock.ts';
import type { NotificationSignals } from '../ports/notification-signals.ts';
import type { NotificationStore } from '../ports/notification-store.ts';

export interface MarkReadResult {
  /** How many notifications changed from unread to read. */
  updated: number;
  unreadCount: number;
}

/** Marks the listed notifications read; ids of other people's notifications change nothing. */
export class MarkNotificationsRead {
  readonly #store: NotificationStore;
  readonly #signals: NotificationSignals;
  readonly #clock: Clock;
  constructor(store: NotificationStore, signals: NotificationSignals, clock: Clock) {
    this.#store = store;
    this.#signals = signals;
    this.#clock = clock;
  }

  async execute(userId: string, ids: readonly string[]): Promise<MarkReadResult> {
    const updated = await this.#store.markManyRead(userId, ids, this.#clock.now());
    if (updated > 0) this.#signals.publish(userId);
    return { updated, unreadCount: await this.#store.unreadCount(userId) };
  }
}
