import type { RateLimit } from '../domain/rate-limits.ts';

export type { RateLimit };

export interface RateLimiter {
  /**
   * Counts one hit against the bucket; true when it is still within the limit. Kept in the
   * database, so the count holds across server instances.
   */
  hit(rule: RateLimit, now: Date): Promise<boolean>;
}
