import { describe, expect, it } from 'vitest';
import { entitlementsOf } from './entitlements.ts';

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date('2026-11-29T12:00:00Z');
const earlier = new Date('2026-11-15T12:00:00Z');

describe('entitlementsOf', () => {
  it('gives a new account the Pro trial until it ends', () => {
    expect(entitlementsOf({ trialEndsAt: later }, null, now)).toMatchObject({
      planName: 'Pro',
      status: 'trialing',
      trialing: true,
      currentPeriodEnd: later,
    });
  });

  it('falls back to Free with the trial marked expired when nothing was bought', () => {
    expect(entitlementsOf({ trialEndsAt: earlier }, null, now)).toMatchObject({
      planName: 'Free',
      trialExpired: true,
    });
  });

  it('prefers a live paid plan over the trial', () => {
    const paid = {
      planName: 'Premium' as const,
      status: 'active',
      currentPeriodEnd: later,
      cancelAtPeriodEnd: true,
    };
    expect(entitlementsOf({ trialEndsAt: later }, paid, now)).toMatchObject({
      planName: 'Premium',
      cancelAtPeriodEnd: true,
      trialExpired: false,
    });
  });

  it('treats a cancelled subscription as Free, without calling it an expired trial', () => {
    const cancelled = {
      planName: 'Pro' as const,
      status: 'canceled',
      currentPeriodEnd: earlier,
      cancelAtPeriodEnd: false,
    };
    expect(entitlementsOf({ trialEndsAt: earlier }, cancelled, now)).toMatchObject({
      planName: 'Free',
      status: 'canceled',
      trialExpired: false,
    });
  });
});
