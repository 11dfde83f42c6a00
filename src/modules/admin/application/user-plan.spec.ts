import { describe, expect, it } from 'vitest';
import type { AccountRecord, HeldSubscription } from '../domain/admin-user.ts';
import { deletionCancelsSubscription, planStandingOf } from './user-plan.ts';

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date('2026-12-22T12:00:00Z');
const earlier = new Date('2026-10-22T12:00:00Z');

const account = (over: Partial<AccountRecord> = {}): AccountRecord => ({
  id: 'u1',
  name: 'Pat',
  email: 'pat@example.com',
  role: 'user',
  status: 'active',
  emailVerified: true,
  trialEndsAt: null,
  createdAt: earlier,
  lastLoginAt: null,
  subscription: null,
  ...over,
});
const held = (over: Partial<HeldSubscription> = {}): HeldSubscription => ({
  planName: 'Premium',
  status: 'active',
  currentPeriodEnd: later,
  cancelAtPeriodEnd: false,
  provider: 'stripe',
  ...over,
});

describe('the plan staff see for a person', () => {
  it('is the Pro trial while it lasts, with its end', () => {
    expect(planStandingOf(account({ trialEndsAt: later }), now)).toMatchObject({
      planName: 'Pro',
      status: 'trialing',
      trialEndsAt: later,
    });
  });

  it('is Free once the trial ended and nothing was bought', () => {
    expect(planStandingOf(account({ trialEndsAt: earlier }), now).planName).toBe('Free');
  });

  it('is the paid plan while the subscription gives it, and Free once it ended', () => {
    expect(planStandingOf(account({ subscription: held() }), now)).toMatchObject({
      planName: 'Premium',
      status: 'active',
      currentPeriodEnd: later,
    });
    const lapsed = held({ cancelAtPeriodEnd: true, currentPeriodEnd: earlier });
    expect(planStandingOf(account({ subscription: lapsed }), now).planName).toBe('Free');
    expect(planStandingOf(account({ subscription: held({ status: 'unpaid' }) }), now).planName).toBe('Free');
  });
});

describe('whether deleting an account cancels its subscription at the provider', () => {
  it('does for a live subscription the current provider holds', () => {
    expect(deletionCancelsSubscription(held(), 'stripe', now)).toBe(true);
    expect(deletionCancelsSubscription(held({ status: 'past_due' }), 'stripe', now)).toBe(true);
  });

  it('does not when there is none, it ended, or another provider holds it', () => {
    expect(deletionCancelsSubscription(null, 'stripe', now)).toBe(false);
    expect(deletionCancelsSubscription(held({ status: 'canceled' }), 'stripe', now)).toBe(false);
    expect(deletionCancelsSubscription(held({ status: 'incomplete_expired' }), 'stripe', now)).toBe(false);
    expect(deletionCancelsSubscription(held({ provider: 'sandbox' }), 'stripe', now)).toBe(false);
  });
});
