import { describe, expect, it } from 'vitest';
import {
  averageScore,
  dailyCounts,
  firstDayStart,
  monthlyRecurringRevenueCents,
  type PlanPriceView,
  verifiedShare,
} from './metrics.ts';

describe('metrics', () => {
  const now = new Date('2026-11-24T01:30:00Z');

  it('lists the last 30 UTC days oldest first, today last, days without sessions as 0', () => {
    const days = dailyCounts(
      [
        { date: '2026-11-24', count: 2 },
        { date: '2026-10-26', count: 1 },
        { date: '2026-10-25', count: 9 },
      ],
      now,
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: '2026-10-26', count: 1 });
    expect(days[29]).toEqual({ date: '2026-11-24', count: 2 });
    expect(days.slice(1, 29).every((d) => d.count === 0)).toBe(true);
    // a day outside the window is not shown
    expect(days.some((d) => d.date === '2026-10-25')).toBe(false);
  });

  it('starts the window at midnight UTC of the first day', () => {
    expect(firstDayStart(now).toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(firstDayStart(new Date('2026-03-01T23:59:59Z'), 2).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  const prices: PlanPriceView[] = [
    { plan: 'Pro', interval: 'month', amountCents: 1900 },
    { plan: 'Pro', interval: 'year', amountCents: 18_000 },
    { plan: 'Premium', interval: 'month', amountCents: 3900 },
    { plan: 'Premium', interval: 'year', amountCents: 37_800 },
  ];

  it('counts monthly recurring revenue at the monthly price, an annual price divided by 12', () => {
    expect(
      monthlyRecurringRevenueCents(
        [
          { plan: 'Pro', interval: 'month', count: 2 },
          { plan: 'Pro', interval: 'year', count: 1 },
          { plan: 'Premium', interval: 'year', count: 1 },
          { plan: 'Premium', interval: null, count: 1 },
        ],
        prices,
      ),
    ).toBe(2 * 1900 + 1500 + 3150 + 3900);
    expect(monthlyRecurringRevenueCents([], prices)).toBe(0);
  });

  it('shares verified accounts over all, 0 without accounts; rounds the average score', () => {
    expect(verifiedShare(1, 4)).toBe(0.25);
    expect(verifiedShare(0, 0)).toBe(0);
    expect(averageScore(7.25)).toBe(7.3);
    expect(averageScore(null)).toBeNull();
  });
});
