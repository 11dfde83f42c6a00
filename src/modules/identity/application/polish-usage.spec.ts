import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import type { User } from '../domain/user.ts';
import type { SubscriptionView } from '../ports/subscription-lookup.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { PolishUsage } from './polish-usage.ts';

const clock = new FixedClock('2026-11-22T12:00:00Z');
const day = 86_400_000;

function usage(user: Partial<User>, paid: SubscriptionView | null = null) {
  const account = { id: 'u1', usedPolishFeature: false, trialEndsAt: null, ...user } as User;
  const marked: string[] = [];
  const users = {
    findById: async () => account,
    markPolishUsed: async (id: string) => {
      marked.push(id);
    },
  } as unknown as UserRepository;
  return { usage: new PolishUsage(users, { forUser: async () => paid }, clock), marked };
}

describe('PolishUsage', () => {
  it('reads the Free plan and the used_polish_feature flag', async () => {
    expect(await usage({ usedPolishFeature: true }).usage.standing('u1')).toEqual({
      free: true,
      usedPolish: true,
    });
    const trial = usage({ trialEndsAt: new Date(clock.now().getTime() + day) });
    expect(await trial.usage.standing('u1')).toEqual({ free: false, usedPolish: false });
    const pro = usage(
      {},
      { planName: 'Pro', status: 'active', currentPeriodEnd: null, cancelAtPeriodEnd: false },
    );
    expect(await pro.usage.standing('u1')).toEqual({ free: false, usedPolish: false });
  });

  it('records a used polish', async () => {
    const { usage: u, marked } = usage({});
    await u.recordUsed('u1');
    expect(marked).toEqual(['u1']);
  });
});
