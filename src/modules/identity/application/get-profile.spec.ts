import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { newAccount, type User } from '../domain/user.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { GetProfile } from './get-profile.ts';

const clock = new FixedClock('2026-11-22T12:00:00Z');
const account = (id: string, name: string): User =>
  newAccount({ id, name, email: `${id}@example.com`, passwordHash: null }, clock.now(), 7);

function profiles(stored: User[]) {
  const reads: string[] = [];
  const users = {
    findAccount: async (id: string) => {
      reads.push(id);
      return stored.find((u) => u.id === id) ?? null;
    },
  } as unknown as UserRepository;
  return { reads, getProfile: new GetProfile(users, { forUser: async () => null }, clock) };
}

describe('GetProfile', () => {
  it('reuses the account this request already read, without reading it again', async () => {
    const me = account('u1', 'Ada');
    const { reads, getProfile } = profiles([me]);
    const profile = await getProfile.execute('u1', me);
    expect(profile.user).toBe(me);
    expect(profile.entitlements).toMatchObject({ planName: 'Pro', trialing: true });
    expect(reads).toEqual([]);
  });

  it('reads the account asked for when the one at hand is someone else', async () => {
    const { reads, getProfile } = profiles([account('u1', 'Ada'), account('u2', 'Bob')]);
    const profile = await getProfile.execute('u1', account('u2', 'Bob'));
    expect(profile.user.name).toBe('Ada');
    expect(reads).toEqual(['u1']);
  });

  it('answers NOT_FOUND for an account that is gone', async () => {
    await expect(profiles([]).getProfile.execute('u1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
