import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import type { User } from '../domain/user.ts';
import type { SubscriptionView } from '../ports/subscription-lookup.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { AccessPolicy } from './access-policy.ts';

const clock = new FixedClock('2026-11-22T12:00:00Z');
const day = 86_400_000;

function policy(user: Partial<User>, paid: SubscriptionView | null = null, requireEmailVerification = true) {
  const account = {
    id: 'u1',
    emailVerified: true,
    trialEndsAt: new Date(clock.now().getTime() + day),
    ...user,
  } as User;
  const users = { findById: async () => account } as unknown as UserRepository;
  return new AccessPolicy(users, { forUser: async () => paid }, clock, { requireEmailVerification });
}

describe('AccessPolicy', () => {
  it('refuses AI actions to an unverified e-mail with the spec default message', async () => {
    await expect(policy({ emailVerified: false }).assertMayUseAi('u1')).rejects.toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email to access this.',
    });
    await expect(policy({ emailVerified: false }, null, false).assertMayUseAi('u1')).resolves.toBeUndefined();
  });

  it('lets the trial use more than the Free allowance', async () => {
    await expect(policy({}).assertWithinFreeAllowance('u1', 'resumes', 5)).resolves.toBeUndefined();
  });

  it('answers 402 UPGRADE_REQUIRED past a Free allowance, with the caller message', async () => {
    const free = policy({ trialEndsAt: new Date(clock.now().getTime() - day) });
    await expect(free.assertWithinFreeAllowance('u1', 'interviewSessions', 2)).resolves.toBeUndefined();
    await expect(free.assertWithinFreeAllowance('u1', 'interviewSessions', 3)).rejects.toMatchObject({
      code: 'UPGRADE_REQUIRED',
      message: 'Please upgrade your plan to continue.',
    });
    await expect(free.assertWithinFreeAllowance('u1', 'resumes', 1, 'custom')).rejects.toMatchObject({
      message: 'custom',
    });
  });

  it('answers 403 TRIAL_EXPIRED for a paid feature after an unpaid trial, 402 without a trial', async () => {
    const expired = policy({ trialEndsAt: new Date(clock.now().getTime() - day) });
    await expect(expired.assertPaidFeature('u1')).rejects.toMatchObject({
      code: 'TRIAL_EXPIRED',
      message: 'Your trial has expired.',
    });
    await expect(policy({ trialEndsAt: null }).assertPaidFeature('u1')).rejects.toMatchObject({
      code: 'UPGRADE_REQUIRED',
    });
    const paid = {
      planName: 'Pro' as const,
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    };
    await expect(policy({ trialEndsAt: null }, paid).assertPaidFeature('u1')).resolves.toBeUndefined();
  });
});
