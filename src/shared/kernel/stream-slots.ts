import { AppError } from './app-error.ts';

/** A claimed place for one open stream; `release` gives it back (again does nothing). */
export interface StreamSlot {
  release(): void;
}

/**
 * How many live streams of one kind each person holds open on this server instance, capped. The
 * count lives in this process only: several instances each allow the cap (a load balancer spreads
 * one person's streams over them), which still bounds what one person costs each instance.
 */
export class StreamSlots {
  readonly #perPerson: number;
  readonly #refusal: () => AppError;
  readonly #held = new Map<string, number>();

  /**
   * `refusal` is thrown when a person already holds `perPerson` streams: a RATE_LIMITED AppError
   * (429) with its Retry-After.
   */
  constructor(perPerson: number, refusal: () => AppError) {
    this.#perPerson = perPerson;
    this.#refusal = refusal;
  }

  /** A place for one more stream of this person, or the refusal when they hold them all. */
  claim(userId: string): StreamSlot {
    const held = this.#held.get(userId) ?? 0;
    if (held >= this.#perPerson) throw this.#refusal();
    this.#held.set(userId, held + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const now = (this.#held.get(userId) ?? 1) - 1;
        if (now > 0) this.#held.set(userId, now);
        else this.#held.delete(userId);
      },
    };
  }

  /** How many streams a person holds (everyone's when none is named). */
  held(userId?: string): number {
    if (userId !== undefined) return this.#held.get(userId) ?? 0;
    let n = 0;
    for (const count of this.#held.values()) n += count;
    return n;
  }
}

/** The refusal of one stream too many: 429 in the shared envelope, with when to try again. */
export function tooManyStreams(message: string, retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', message, { retryAfterSeconds });
}
