import type { Backoff, RateDecision, RateLimit } from '../domain/rate-limits.ts';

export type { Backoff, RateDecision, RateLimit };

/** Kept in the database, so every count holds across server instances. */
export interface RateLimiter {
  /** Counts one hit against the fixed-window bucket; refused with the time left in the window. */
  hit(rule: RateLimit, now: Date): Promise<RateDecision>;
  /**
   * Takes one attempt from a back-off bucket (counted as a failure until `clear`); refused with
   * the wait left. Of attempts racing for the same state, only one is allowed.
   */
  attempt(rule: Backoff, now: Date): Promise<RateDecision>;
  /** Forgets a back-off bucket (after a success). */
  clear(rule: Backoff): Promise<void>;
}
