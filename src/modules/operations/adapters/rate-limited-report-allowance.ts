import type { ReportAllowance } from '../ports/report-allowance.ts';

/** The part of identity's database rate limiter operations uses. */
interface FixedWindowLimiter {
  hit(
    rule: { key: string; limit: number; windowSeconds: number },
    now: Date,
  ): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/** Error reports per client address: 30 in 10 minutes, counted across instances. */
export const CLIENT_ERROR_REPORTS = { limit: 30, windowSeconds: 600 } as const;

export class RateLimitedReportAllowance implements ReportAllowance {
  readonly #limiter: FixedWindowLimiter;
  constructor(limiter: FixedWindowLimiter) {
    this.#limiter = limiter;
  }
  take(clientKey: string, now: Date) {
    return this.#limiter.hit({ key: `client-error:${clientKey}`, ...CLIENT_ERROR_REPORTS }, now);
  }
}
