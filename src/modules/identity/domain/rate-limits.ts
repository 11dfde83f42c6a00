/** A limit on how often something may happen. */
export interface RateLimit {
  /** Bucket name, e.g. 'sign-in:1.2.3.4'. */
  key: string;
  /** Allowed hits per window. */
  limit: number;
  windowSeconds: number;
}

/** Whether an attempt may go ahead, and if not, how long until it may. */
export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until an attempt would be allowed; 0 when allowed now. */
  retryAfterSeconds: number;
}

/**
 * A growing wait between attempts on one bucket instead of a lock: the first failures are free,
 * then each attempt must wait twice as long as the one before, never longer than maxDelaySeconds.
 */
export interface Backoff {
  key: string;
  freeFailures: number;
  maxDelaySeconds: number;
  /** A bucket left alone this long starts over. */
  forgetAfterSeconds: number;
}

export interface BackoffState {
  /** Attempts since the last success; each counts as a failure until it succeeds. */
  failures: number;
  lastAttemptAt: Date;
  nextAttemptAt: Date;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Limits on the calls an attacker would hammer; each names the bucket it counts in.
 *
 * Sign-in: per client address a fixed window (50 attempts in 15 minutes), and per account,
 * whatever the address, a back-off rather than a lock: five failures are free, then each attempt
 * waits 1, 2, 4 ... seconds, at most a minute, and a success starts over. Guessing from many
 * addresses gets about one try a minute, while the owner, once the attempts stop, waits a minute
 * at worst.
 *
 * Confirming an account deletion with the password: the same back-off per account as sign-in, in a
 * bucket of its own, so a signed-in session cannot guess the password faster than the sign-in
 * form allows, and a success starts over.
 *
 * Password reset: the client address keeps a fixed window (20 an hour, answered 429), because
 * that limits the requester. The account itself is never refused, so a stranger cannot deny its
 * owner a reset: at most one reset mail per account a minute, and a request inside that minute
 * gets the same neutral answer without a mail. The newest mail in the inbox then always holds a
 * working link (links last 15 minutes), and the inbox gets at most one mail a minute.
 */
export const RATE_LIMITS = {
  signInPerAccount: (email: string): Backoff => ({
    key: `sign-in-account:${email}`,
    freeFailures: 5,
    maxDelaySeconds: MINUTE,
    forgetAfterSeconds: 15 * MINUTE,
  }),
  signInPerAddress: (ip: string): RateLimit => ({
    key: `sign-in:${ip}`,
    limit: 50,
    windowSeconds: 15 * MINUTE,
  }),
  deletionPasswordPerAccount: (userId: string): Backoff => ({
    key: `delete-account-password:${userId}`,
    freeFailures: 5,
    maxDelaySeconds: MINUTE,
    forgetAfterSeconds: 15 * MINUTE,
  }),
  signUpPerAddress: (ip: string): RateLimit => ({ key: `sign-up:${ip}`, limit: 10, windowSeconds: HOUR }),
  resetMailPerAccount: (userId: string): RateLimit => ({
    key: `reset-mail:${userId}`,
    limit: 1,
    windowSeconds: MINUTE,
  }),
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

/** The wait after this many failures in a row. */
export function backoffDelaySeconds(rule: Backoff, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  // capped before exponentiation, so a long run of failures cannot overflow
  const doublings = Math.min(failures - rule.freeFailures, 30);
  return Math.min(2 ** doublings, rule.maxDelaySeconds);
}

/**
 * Decides one attempt against the bucket's state. An allowed attempt is counted as a failure
 * straight away, so attempts sent at once cannot all slip through before any has failed; a
 * success clears the bucket afterwards.
 */
export function takeAttempt(
  rule: Backoff,
  state: BackoffState | null,
  now: Date,
): { decision: RateDecision; next?: BackoffState } {
  if (state && state.nextAttemptAt.getTime() > now.getTime()) {
    const wait = Math.ceil((state.nextAttemptAt.getTime() - now.getTime()) / 1000);
    return { decision: { allowed: false, retryAfterSeconds: Math.max(wait, 1) } };
  }
  const forgotten = !state || now.getTime() - state.lastAttemptAt.getTime() >= rule.forgetAfterSeconds * 1000;
  const failures = forgotten ? 1 : state.failures + 1;
  const nextAttemptAt = new Date(now.getTime() + backoffDelaySeconds(rule, failures) * 1000);
  return {
    decision: { allowed: true, retryAfterSeconds: 0 },
    next: { failures, lastAttemptAt: now, nextAttemptAt },
  };
}

export const PASSWORD_RESET_TTL_MS = 15 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** A just-rotated refresh token presented again this soon is a second tab, not a thief. */
export const REFRESH_REUSE_GRACE_MS = 10 * 1000;
