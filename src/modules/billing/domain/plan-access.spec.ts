import { describe, expect, it } from 'vitest';
import { givesPlan, planAccess, SUBSCRIPTION_STATUSES } from './plan-access.ts';

const now = new Date('2026-11-24T12:00:00Z');
const later = new Date('2026-12-24T12:00:00Z');
const earlier = new Date('2026-11-01T12:00:00Z');

const pro = (
  status: string,
  extra: Partial<{ cancelAtPeriodEnd: boolean; currentPeriodEnd: Date }> = {},
) => ({
  planName: 'Pro' as const,
  status,
  currentPeriodEnd: later,
  cancelAtPeriodEnd: false,
  ...extra,
});

describe('planAccess', () => {
  it.each([
    ['trialing', 'Pro'],
    ['active', 'Pro'],
    ['past_due', 'Pro'],
    ['canceled', 'Free'],
    ['unpaid', 'Free'],
    ['incomplete', 'Free'],
    ['incomplete_expired', 'Free'],
    ['paused', 'Free'],
  ])('a %s subscription gives %s', (status, plan) => {
    expect(planAccess(pro(status), now)).toMatchObject({ planName: plan, status });
  });

  it('covers every status Stripe names', () => {
    expect([...SUBSCRIPTION_STATUSES].sort()).toEqual(
      [
        'active',
        'canceled',
        'incomplete',
        'incomplete_expired',
        'past_due',
        'paused',
        'trialing',
        'unpaid',
      ].sort(),
    );
  });

  it('gives nothing for a status it does not know', () => {
    expect(planAccess(pro('on_hold'), now).planName).toBe('Free');
  });

  it('keeps the plan of a subscription cancelling at the period end until the period ends', () => {
    expect(planAccess(pro('active', { cancelAtPeriodEnd: true }), now)).toEqual({
      planName: 'Pro',
      status: 'active',
      currentPeriodEnd: later,
      cancelAtPeriodEnd: true,
      bought: true,
    });
  });

  it('counts a cancelling subscription whose period is over as canceled, before the event arrives', () => {
    expect(planAccess(pro('active', { cancelAtPeriodEnd: true, currentPeriodEnd: earlier }), now)).toEqual({
      planName: 'Free',
      status: 'canceled',
      currentPeriodEnd: earlier,
      cancelAtPeriodEnd: false,
      bought: true,
    });
  });

  it('keeps a renewing subscription whose period end passed before the renewal event arrived', () => {
    expect(planAccess(pro('active', { currentPeriodEnd: earlier }), now).planName).toBe('Pro');
  });

  it('never says a subscription that gives nothing cancels soon', () => {
    expect(planAccess(pro('canceled', { cancelAtPeriodEnd: true }), now).cancelAtPeriodEnd).toBe(false);
  });

  it('knows that nothing was bought when the first payment never went through', () => {
    expect(planAccess(pro('incomplete_expired'), now).bought).toBe(false);
    expect(planAccess(pro('incomplete'), now).bought).toBe(true);
  });

  it('keeps Premium as Premium', () => {
    expect(givesPlan({ ...pro('active'), planName: 'Premium' }, now)).toBe(true);
    expect(planAccess({ ...pro('active'), planName: 'Premium' }, now).planName).toBe('Premium');
  });
});
