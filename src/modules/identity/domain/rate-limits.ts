/** A limit on how often something may happen. */
export interface RateLimit {
  /** Bucket name, e.g. 'sign-in:1.2.3.4'. */
  key: string;
  /** Allowed hits per window. */
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Limits on the calls an attacker would hammer; each names the bucket it counts in. */
export const RATE_LIMITS = {
  signInPerAccount: (ip: string, email: string): RateLimit => ({
    key: `sign-in:${ip}:${email}`,
    limit: 10,
    windowSeconds: 15 * MINUTE,
  }),
  signInPerAddress: (ip: string): RateLimit => ({
    key: `sign-in:${ip}`,
    limit: 50,
    windowSeconds: 15 * MINUTE,
  }),
  signUpPerAddress: (ip: string): RateLimit => ({ key: `sign-up:${ip}`, limit: 10, windowSeconds: HOUR }),
  resetPerAccount: (email: string): RateLimit => ({ key: `reset:${email}`, limit: 5, windowSeconds: HOUR }),
  resetPerAddress: (ip: string): RateLimit => ({ key: `reset:${ip}`, limit: 20, windowSeconds: HOUR }),
  verificationCooldown: (userId: string): RateLimit => ({
    key: `verify-mail:${userId}:minute`,
    limit: 1,
    windowSeconds: MINUTE,
  }),
  verificationPerHour: (userId: string): RateLimit => ({
    key: `verify-mail:${userId}:hour`,
    limit: 5,
    windowSeconds: HOUR,
  }),
};

export const PASSWORD_RESET_TTL_MS = 15 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** A just-rotated refresh token presented again this soon is a second tab, not a thief. */
export const REFRESH_REUSE_GRACE_MS = 10 * 1000;
