import type { NotificationSignals, NotificationWatcher } from '../ports/notification-signals.ts';

/**
 * The live streams open on this instance, by person. A change made here reaches them at once;
 * one made on another instance reaches them by their poll.
 */
export class InProcessNotificationSignals implements NotificationSignals {
  readonly #watchers = new Map<string, Set<NotificationWatcher>>();
  readonly #onError: (err: unknown) => void;
  constructor(onError: (err: unknown) => void = () => {}) {
    this.#onError = onError;
  }

  publish(userId: string): void {
    for (const watcher of this.#watchers.get(userId) ?? []) {
      try {
        watcher.changed();
      } catch (err) {
        this.#onError(err);
      }
    }
  }

  watch(userId: string, watcher: NotificationWatcher): () => void {
    let set = this.#watchers.get(userId);
    if (!set) {
      set = new Set();
      this.#watchers.set(userId, set);
    }
    set.add(watcher);
    return () => {
      const current = this.#watchers.get(userId);
      if (!current) return;
      current.delete(watcher);
      if (current.size === 0) this.#watchers.delete(userId);
    };
  }

  /** Ends every stream: the server is stopping and their clients reconnect elsewhere. */
  closeAll(): void {
    for (const set of [...this.#watchers.values()]) for (const watcher of [...set]) watcher.closed();
  }

  /** How many streams watch a person (all people when none is named): nothing may be left behind. */
  watching(userId?: string): number {
    if (userId !== undefined) return this.#watchers.get(userId)?.size ?? 0;
    let n = 0;
    for (const set of this.#watchers.values()) n += set.size;
    return n;
  }
}
