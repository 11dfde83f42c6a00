import type { Notification } from '../domain/notification.ts';
import type { NotificationSignals, NotificationWatcher } from '../ports/notification-signals.ts';
import type { NotificationStore } from '../ports/notification-store.ts';

/** What a live notification stream reads: the person's position and count, news, and changes. */
export class NotificationFeed {
  readonly #store: NotificationStore;
  readonly #signals: NotificationSignals;
  constructor(store: NotificationStore, signals: NotificationSignals) {
    this.#store = store;
    this.#signals = signals;
  }

  /** The position of the person's newest notification (0 when none) and their unread count. */
  head(userId: string): Promise<{ lastSeq: number; unreadCount: number }> {
    return this.#store.head(userId);
  }

  /** The person's notifications after a position, oldest first, at most `limit` (the newest). */
  after(userId: string, seq: number, limit: number): Promise<Notification[]> {
    return this.#store.after(userId, seq, limit);
  }

  /** Tells the watcher when the person's notifications change on this instance. */
  watch(userId: string, watcher: NotificationWatcher): () => void {
    return this.#signals.watch(userId, watcher);
  }
}
