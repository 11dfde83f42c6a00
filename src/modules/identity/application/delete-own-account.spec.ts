import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { type Backoff, type BackoffState, type RateLimit, takeAttempt } from '../domain/rate-limits.ts';
import { newAccount, type User } from '../domain/user.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { StaffSelfDeletion } from '../ports/staff-self-deletion.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { DeleteOwnAccount } from './delete-own-account.ts';

const PASSWORD = 'Str0ng!pass';
const clock = new FixedClock('2026-11-22T12:00:00Z');

/** Stands for argon2: a hash is the password with a prefix. */
const hasher: PasswordHasher = {
  hash: async (password) => `hashed:${password}`,
  verify: async (hash, password) => hash === `hashed:${password}`,
  verifyDummy: async () => undefined,
};

/** The back-off rule itself (takeAttempt), its state kept in memory. */
class InMemoryBackoff implements RateLimiter {
  readonly states = new Map<string, BackoffState>();
  async hit(_rule: RateLimit): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    return { allowed: true, retryAfterSeconds: 0 };
  }
  async attempt(rule: Backoff, now: Date) {
    const { decision, next } = takeAttempt(rule, this.states.get(rule.key) ?? null, now);
    if (next) this.states.set(rule.key, next);
    return decision;
  }
  async clear(rule: Backoff) {
    this.states.delete(rule.key);
  }
}

function setUp(account: Partial<User> = {}) {
  const user: User = {
    ...newAccount(
      { id: 'u1', name: 'Ada', email: 'ada@example.com', passwordHash: `hashed:${PASSWORD}` },
      clock.now(),
      7,
    ),
    ...account,
  };
  const deleted: string[] = [];
  const staffPaths: string[] = [];
  const users = {
    findById: async (id: string) => (id === user.id ? user : null),
  } as unknown as UserRepository;
  const staff: StaffSelfDeletion = {
    deleteOwnAccount: async (request, remove) => {
      staffPaths.push(request.userId);
      await remove();
    },
  };
  const limiter = new InMemoryBackoff();
  const useCase = new DeleteOwnAccount(
    users,
    { execute: async (id) => void deleted.push(id) },
    staff,
    hasher,
    limiter,
    clock,
  );
  const caller = { userId: user.id, ip: '10.0.0.1', requestId: 'r-1' };
  return {
    deleted,
    staffPaths,
    limiter,
    remove: (confirmation: object) => useCase.execute(caller, confirmation),
  };
}

describe('DeleteOwnAccount', () => {
  it('deletes an account with a password once the password is given', async () => {
    const { deleted, remove } = setUp();
    await remove({ password: PASSWORD });
    expect(deleted).toEqual(['u1']);
  });

  it('deletes nothing on a wrong or missing password, and says which field', async () => {
    const { deleted, remove } = setUp();
    await expect(remove({ password: 'wrong' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password is incorrect.',
      details: [{ path: ['password'], code: 'incorrect' }],
    });
    await expect(remove({})).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: ['password'], code: 'required' }],
    });
    // the e-mail does not stand in for the password of an account that has one
    await expect(remove({ confirmEmail: 'ada@example.com' })).rejects.toMatchObject({
      details: [{ path: ['password'] }],
    });
    expect(deleted).toEqual([]);
  });

  it('slows wrong passwords as sign-in does, and the right one starts over', async () => {
    const { deleted, limiter, remove } = setUp();
    for (let i = 0; i < 5; i++) {
      await expect(remove({ password: `guess ${i}` })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    // five failures were free; the next try waits, even with the right password
    await expect(remove({ password: PASSWORD })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 1,
    });
    expect(deleted).toEqual([]);

    clock.advance(1000);
    await remove({ password: PASSWORD });
    expect(deleted).toEqual(['u1']);
    expect(limiter.states.size).toBe(0);
  });

  it('counts no attempt when the password field is left empty', async () => {
    const { limiter, remove } = setUp();
    for (let i = 0; i < 10; i++) await expect(remove({ password: '' })).rejects.toThrow();
    expect(limiter.states.size).toBe(0);
  });

  it('deletes a Google account once its e-mail is typed again, in any case', async () => {
    const { deleted, remove } = setUp({ authProvider: 'google', passwordHash: null });
    await expect(remove({ confirmEmail: 'ada@example.org' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: ['confirmEmail'], code: 'mismatch' }],
    });
    await expect(remove({ password: 'anything' })).rejects.toMatchObject({
      details: [{ path: ['confirmEmail'] }],
    });
    expect(deleted).toEqual([]);
    await remove({ confirmEmail: ' ADA@example.com ' });
    expect(deleted).toEqual(['u1']);
  });

  it('sends staff through the staff path only after they confirm', async () => {
    const { deleted, staffPaths, remove } = setUp({ role: 'admin' });
    await expect(remove({ password: 'wrong' })).rejects.toThrow();
    expect(staffPaths).toEqual([]);
    await remove({ password: PASSWORD });
    expect(staffPaths).toEqual(['u1']);
    expect(deleted).toEqual(['u1']);
  });
});
