import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { type FreePlanLimits, fixedOperatorSettings } from '../../../shared/kernel/operator-settings.ts';
import { FREE_LIMITS } from '../domain/entitlements.ts';
import type { User } from '../domain/user.ts';
import type { SubscriptionView } from '../ports/subscription-lookup.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { AccessPolicy } from './access-policy.ts';

const clock = new FixedClock('2026-11-22T12:00:00Z');
const day = 86_400_000;

const BUILT_IN: FreePlanLimits = {
  interviewSessions: FREE_LIMITS.interviewSessions,
  resumes: FREE_LIMITS.resumes,
  jobDescriptions: FREE_LIMITS.jobDescriptions,
  resumePolishes: FREE_LIMITS.polishes,
};

function policy(
  user: Partial<User>,
  paid: SubscriptionView | null = null,
  requireEmailVerification = true,
  freePlanLimits = BUILT_IN,
) {
  const account = {
    id: 'u1',
    emailVerified: true,
    trialEndsAt: new Date(clock.now().getTime() + day),
    ...user,
  } as User;
  const users = { findById: async () => account } as unknown as UserRepository;
  const settings = fixedOperatorSettings({
    trialDays: 7,
    requireEmailVerification,
    supportEmail: 'support@example.com',
    maintenanceBanner: null,
    freePlanLimits,
  });
  return new AccessPolicy(users, { forUser: async () => paid }, clock, settings);
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

  it('applies the Free plan limits the operator set', async () => {
    const expired = { trialEndsAt: new Date(clock.now().getTime() - day) };
    const generous = policy(expired, null, true, { ...BUILT_IN, interviewSessions: 5 });
    await expect(generous.assertWithinFreeAllowance('u1', 'interviewSessions', 4)).resolves.toBeUndefined();
    await expect(generous.assertWithinFreeAllowance('u1', 'interviewSessions', 5)).rejects.toMatchObject({
      code: 'UPGRADE_REQUIRED',
    });
    const none = policy(expired, null, true, { ...BUILT_IN, resumes: 0 });
    await expect(none.assertWithinFreeAllowance('u1', 'resumes', 0)).rejects.toMatchObject({
      code: 'UPGRADE_REQUIRED',
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
