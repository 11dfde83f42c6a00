import type { CouponAttempts } from '../ports/coupon-attempts.ts';

/** The part of identity's database rate limiter billing uses. */
interface FixedWindowLimiter {
  hit(
    rule: { key: string; limit: number; windowSeconds: number },
    now: Date,
  ): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/** Coupon checks per client address: 30 in 10 minutes, counted in the database across instances. */
export const COUPON_CHECKS = { limit: 30, windowSeconds: 600 } as const;

export class RateLimitedCouponAttempts implements CouponAttempts {
  readonly #limiter: FixedWindowLimiter;
  constructor(limiter: FixedWindowLimiter) {
    this.#limiter = limiter;
  }

  take(clientKey: string, now: Date) {
    return this.#limiter.hit({ key: `coupon:${clientKey}`, ...COUPON_CHECKS }, now);
  }
}
