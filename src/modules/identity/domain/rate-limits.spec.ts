import { describe, expect, it } from 'vitest';
import { backoffDelaySeconds, type BackoffState, RATE_LIMITS, takeAttempt } from './rate-limits.ts';

const rule = RATE_LIMITS.signInPerAccount('ada@example.com');
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 9, 0, 0) + seconds * 1000);

describe('sign-in back-off per account', () => {
  it('lets five failures through freely, then doubles the wait up to a minute', () => {
    const waits = Array.from({ length: 14 }, (_, i) => backoffDelaySeconds(rule, i + 1));
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
    expect(backoffDelaySeconds(rule, 10_000)).toBe(60);
  });

  it('refuses an attempt inside the wait and says how long is left', () => {
    let state: BackoffState | null = null;
    for (let i = 0; i < 5; i++) {
      const taken = takeAttempt(rule, state, at(0));
      expect(taken.decision.allowed).toBe(true);
      state = taken.next ?? null;
    }
    expect(takeAttempt(rule, state, at(0)).decision).toEqual({ allowed: false, retryAfterSeconds: 1 });
    const sixth = takeAttempt(rule, state, at(1));
    expect(sixth.next).toMatchObject({ failures: 6, nextAttemptAt: at(3) });
    expect(takeAttempt(rule, sixth.next ?? null, at(1.5)).decision).toEqual({
      allowed: false,
      retryAfterSeconds: 2,
    });
    expect(takeAttempt(rule, sixth.next ?? null, at(3)).next).toMatchObject({
      failures: 7,
      nextAttemptAt: at(7),
    });
  });

  it('starts over once the account has been left alone for fifteen minutes', () => {
    const state: BackoffState = { failures: 40, lastAttemptAt: at(0), nextAttemptAt: at(60) };
    expect(takeAttempt(rule, state, at(14 * 60)).next?.failures).toBe(41);
    expect(takeAttempt(rule, state, at(15 * 60)).next).toMatchObject({
      failures: 1,
      nextAttemptAt: at(15 * 60),
    });
  });
});
