import type { AbuseLimits, LimitedAction } from '../ports/abuse-limits.ts';

/** The part of identity's database rate limiter support uses. */
interface FixedWindowLimiter {
  hit(
    rule: { key: string; limit: number; windowSeconds: number },
    now: Date,
  ): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/**
 * How many of each in a window: the public contact form per client address, the rest per person.
 * Generous for a person, tight for a script.
 */
export const SUPPORT_LIMITS: Record<LimitedAction, { limit: number; windowSeconds: number }> = {
  contact: { limit: 5, windowSeconds: 600 },
  feedback: { limit: 10, windowSeconds: 3600 },
  ticket: { limit: 10, windowSeconds: 3600 },
  'ticket-reply': { limit: 60, windowSeconds: 3600 },
};

export class RateLimitedAbuseLimits implements AbuseLimits {
  readonly #limiter: FixedWindowLimiter;
  constructor(limiter: FixedWindowLimiter) {
    this.#limiter = limiter;
  }

  take(action: LimitedAction, key: string, now: Date) {
    return this.#limiter.hit({ key: `support-${action}:${key}`, ...SUPPORT_LIMITS[action] }, now);
  }
}
