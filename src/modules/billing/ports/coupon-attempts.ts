/** Counts coupon checks per client, against guessing codes. */
export interface CouponAttempts {
  /** Counts one check; refused with the seconds to wait when the client checked too often. */
  take(clientKey: string, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}
