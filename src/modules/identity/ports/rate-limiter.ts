export interface RateLimit {
  /** Bucket name, e.g. 'login:ip:1.2.3.4'. */
  key: string;
  /** Allowed hits per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts one hit against the bucket; true when it is still within the limit. Kept in the
   * database, so the count holds across server instances.
   */
  hit(rule: RateLimit, now: Date): Promise<boolean>;
}
