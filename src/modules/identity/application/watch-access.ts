import { type AccessEnd, accessEnd } from '../domain/access.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/** One caller's access, watched while a live stream of theirs is open. */
export interface AccessWatch {
  /** Calls `listener` once, as soon as the access is found to have ended. */
  onEnd(listener: (end: AccessEnd) => void): void;
  /**
   * Reads the account now: null while the access still counts, else why it ended (the listener is
   * told too). For the moment before something is sent, so nothing reaches a revoked person.
   */
  confirm(): Promise<AccessEnd | null>;
  /** Stops watching (the stream ended); calling it again does nothing. */
  close(): void;
}

/** How often every watched account is read again: a revoked person's stream ends within this. */
export const ACCESS_CHECK_MS = 1_000;

interface Watch {
  userId: string;
  tokenVersion: number;
  ended: AccessEnd | null;
  closed: boolean;
  listeners: ((end: AccessEnd) => void)[];
}

/**
 * Ends live streams when their person's access ends: sign-out, a password change or reset,
 * suspension, a role change or deletion move the account's token version or status in the
 * database, whichever server instance did it. Every second, one read of the status and token
 * version of all accounts with a stream open on this instance (by primary key, in batches) finds
 * them; so the database sees one small query a second per instance, however many streams are
 * open, rather than one per stream. The timer runs only while something is watched.
 */
export class WatchAccess {
  readonly #users: UserRepository;
  readonly #checkEveryMs: number;
  readonly #onError: (err: unknown) => void;
  readonly #watches = new Map<string, Set<Watch>>();
  #timer: ReturnType<typeof setInterval> | undefined;
  #checking = false;

  constructor(
    users: UserRepository,
    options: { checkEveryMs?: number; onError?: (err: unknown) => void } = {},
  ) {
    this.#users = users;
    this.#checkEveryMs = options.checkEveryMs ?? ACCESS_CHECK_MS;
    this.#onError = options.onError ?? (() => {});
  }

  /** Watches the access of a caller, as authenticated for the request that opens the stream. */
  open(caller: { userId: string; tokenVersion: number }): AccessWatch {
    const watch: Watch = {
      userId: caller.userId,
      tokenVersion: caller.tokenVersion,
      ended: null,
      closed: false,
      listeners: [],
    };
    let set = this.#watches.get(watch.userId);
    if (!set) {
      set = new Set();
      this.#watches.set(watch.userId, set);
    }
    set.add(watch);
    this.#startTimer();
    return {
      onEnd: (listener) => {
        if (watch.ended) listener(watch.ended);
        else watch.listeners.push(listener);
      },
      confirm: async () => {
        if (watch.ended) return watch.ended;
        const states = await this.#users.accessStates([watch.userId]);
        this.#judge(watch, states.get(watch.userId) ?? null);
        return watch.ended;
      },
      close: () => this.#forget(watch),
    };
  }

  /** Reads every watched account once and ends the watches whose access ended. */
  async check(): Promise<void> {
    if (this.#checking || this.#watches.size === 0) return;
    this.#checking = true;
    try {
      // only the streams open before the read: one opened meanwhile waits for the next check
      const watches = [...this.#watches.values()].flatMap((set) => [...set]);
      const states = await this.#users.accessStates([...this.#watches.keys()]);
      for (const watch of watches) this.#judge(watch, states.get(watch.userId) ?? null);
    } catch (err) {
      this.#onError(err);
    } finally {
      this.#checking = false;
    }
  }

  /** How many streams are watched (of one person, when named): none may be left behind. */
  watching(userId?: string): number {
    if (userId !== undefined) return this.#watches.get(userId)?.size ?? 0;
    let n = 0;
    for (const set of this.#watches.values()) n += set.size;
    return n;
  }

  /** Stops the timer (the server is stopping); the streams themselves end on their own. */
  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  #judge(watch: Watch, state: Parameters<typeof accessEnd>[0]): void {
    if (watch.ended || watch.closed) return;
    const end = accessEnd(state, watch.tokenVersion);
    if (!end) return;
    watch.ended = end;
    this.#forget(watch);
    for (const listener of watch.listeners.splice(0)) {
      try {
        listener(end);
      } catch (err) {
        this.#onError(err);
      }
    }
  }

  #forget(watch: Watch): void {
    watch.closed = true;
    const set = this.#watches.get(watch.userId);
    if (!set?.delete(watch)) return;
    if (set.size === 0) this.#watches.delete(watch.userId);
    if (this.#watches.size === 0) this.stop();
  }

  #startTimer(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.check(), this.#checkEveryMs);
    // a watch never keeps the process alive: the streams it serves do
    this.#timer.unref?.();
  }
}
