import type { UnsubscribeAttempts } from '../ports/unsubscribe-attempts.ts';

/** The part of identity's database rate limiter unsubscribing uses. */
interface FixedWindowLimiter {
  hit(
    rule: { key: string; limit: number; windowSeconds: number },
    now: Date,
  ): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/**
 * Unsubscribe calls per client address: 20 in 10 minutes, counted in the database across
 * instances. A person clicks a handful; guessing 192-bit tokens needs far more.
 */
export const UNSUBSCRIBE_CALLS = { limit: 20, windowSeconds: 600 } as const;

export class RateLimitedUnsubscribeAttempts implements UnsubscribeAttempts {
  readonly #limiter: FixedWindowLimiter;
  constructor(limiter: FixedWindowLimiter) {
    this.#limiter = limiter;
  }

  take(clientKey: string, now: Date) {
    return this.#limiter.hit({ key: `unsubscribe:${clientKey}`, ...UNSUBSCRIBE_CALLS }, now);
  }
}
