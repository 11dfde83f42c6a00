import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { newAccount, type User } from '../domain/user.ts';
import type { AccessClaims, AccessTokens } from '../ports/access-tokens.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { AuthenticateCaller } from './authenticate-caller.ts';

const clock = new FixedClock('2026-11-22T12:00:00Z');
const claims: AccessClaims = { userId: 'u1', role: 'admin', tokenVersion: 2, sessionId: 's1' };

function caller(stored: Partial<User> | null, valid: AccessClaims | null = claims) {
  const account = stored && {
    ...newAccount({ id: 'u1', name: 'Ada', email: 'ada@example.com', passwordHash: null }, clock.now(), 7),
    tokenVersion: 2,
    ...stored,
  };
  const tokens = { verify: async () => valid } as unknown as AccessTokens;
  const users = { findAccount: async () => account } as unknown as UserRepository;
  return new AuthenticateCaller(tokens, users).execute('token');
}

describe('AuthenticateCaller', () => {
  it('takes the role from the stored account, not from the token', async () => {
    const check = await caller({ role: 'user' });
    expect(check).toMatchObject({
      principal: { userId: 'u1', role: 'user', sessionId: 's1', tokenVersion: 2 },
    });
    expect(check).toMatchObject({ account: { id: 'u1', role: 'user' } });
  });

  it('refuses a token that does not verify, an account gone, suspended or past the token version', async () => {
    const expired = {
      refused: { code: 'UNAUTHENTICATED', message: 'Your session has expired. Please sign in again.' },
    };
    expect(await caller({}, null)).toMatchObject(expired);
    expect(await caller(null)).toMatchObject(expired);
    expect(await caller({ tokenVersion: 3 })).toMatchObject(expired);
    expect(await caller({ status: 'suspended' })).toMatchObject({
      refused: {
        code: 'UNAUTHENTICATED',
        message: 'Your account has been suspended. Please contact support.',
      },
    });
  });
});
