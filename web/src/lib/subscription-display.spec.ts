import { describe, expect, it } from 'vitest';
import { subscriptionLabel } from './subscription-display';

const base = { planName: 'Pro' as const, current_period_end: null, cancel_at_period_end: false };

describe('subscription display', () => {
  it('follows the spec’s rules in order', () => {
    expect(subscriptionLabel(null)).toBe('Free Plan');
    expect(subscriptionLabel({ ...base, planName: 'Free', status: null })).toBe('Free Plan');
    expect(subscriptionLabel({ ...base, status: 'active', cancel_at_period_end: true })).toBe('Cancels Soon');
    expect(subscriptionLabel({ ...base, status: 'active' })).toBe('Pro');
    expect(subscriptionLabel({ ...base, planName: 'Premium', status: 'trialing' })).toBe('Premium');
    expect(subscriptionLabel({ ...base, status: 'past_due' })).toBe('past_due');
  });
});
