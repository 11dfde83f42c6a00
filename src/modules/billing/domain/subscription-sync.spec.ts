import { describe, expect, it } from 'vitest';
import { takesOver } from './subscription-sync.ts';

const now = new Date('2026-11-24T12:00:00Z');
const later = new Date('2026-12-24T12:00:00Z');
const sub = (id: string, status: string) => ({
  id,
  providerSubscriptionId: id,
  planName: 'Pro' as const,
  status,
  currentPeriodEnd: later,
  cancelAtPeriodEnd: false,
});

describe('takesOver', () => {
  it('writes the first subscription and every state of the one on record', () => {
    expect(takesOver(null, sub('a', 'incomplete'), now)).toBe(true);
    expect(takesOver(sub('a', 'active'), sub('a', 'canceled'), now)).toBe(true);
  });

  it('never lets an abandoned or failed checkout replace a live plan', () => {
    expect(takesOver(sub('a', 'active'), sub('b', 'incomplete_expired'), now)).toBe(false);
    expect(takesOver(sub('a', 'past_due'), sub('b', 'canceled'), now)).toBe(false);
  });

  it('lets a new live subscription replace an ended one', () => {
    expect(takesOver(sub('a', 'canceled'), sub('b', 'active'), now)).toBe(true);
    expect(takesOver(sub('a', 'canceled'), sub('b', 'incomplete'), now)).toBe(true);
  });
});
