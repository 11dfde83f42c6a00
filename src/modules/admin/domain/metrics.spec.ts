import { describe, expect, it } from 'vitest';
import {
  averageScore,
  dailyCounts,
  firstDayStart,
  type PaidSubscriptionGroup,
  type PlanPriceView,
  recurringRevenue,
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

  const group = (g: Partial<PaidSubscriptionGroup> & Pick<PaidSubscriptionGroup, 'plan' | 'count'>) => ({
    interval: 'month' as const,
    percentOff: null,
    amountOffCents: null,
    cancelling: false,
    ...g,
  });

  it('counts monthly recurring revenue at the monthly price, an annual price divided by 12', () => {
    expect(
      recurringRevenue(
        [
          group({ plan: 'Pro', count: 2 }),
          group({ plan: 'Pro', interval: 'year', count: 1 }),
          group({ plan: 'Premium', interval: 'year', count: 1 }),
          group({ plan: 'Premium', interval: null, count: 1 }),
        ],
        prices,
      ),
    ).toEqual({ monthlyCents: 2 * 1900 + 1500 + 3150 + 3900, cancellingMonthlyCents: 0 });
    expect(recurringRevenue([], prices)).toEqual({ monthlyCents: 0, cancellingMonthlyCents: 0 });
  });

  it('counts what is billed after a discount: percent off, or an amount off each invoice', () => {
    // $19.00 less 20% is $15.20
    expect(recurringRevenue([group({ plan: 'Pro', percentOff: 20, count: 1 })], prices).monthlyCents).toBe(
      1520,
    );
    // $5 off each month; $50 off a year
    expect(
      recurringRevenue([group({ plan: 'Pro', amountOffCents: 500, count: 3 })], prices).monthlyCents,
    ).toBe(3 * 1400);
    expect(
      recurringRevenue([group({ plan: 'Pro', interval: 'year', amountOffCents: 5000, count: 1 })], prices)
        .monthlyCents,
    ).toBe(Math.round((18_000 - 5000) / 12));
    // an amount larger than the price bills nothing, never less
    expect(
      recurringRevenue([group({ plan: 'Pro', amountOffCents: 10_000, count: 1 })], prices).monthlyCents,
    ).toBe(0);
    // an invoice's discount is rounded to the cent as billing rounds it: 12.5% of $39.00 is $4.88
    expect(
      recurringRevenue([group({ plan: 'Premium', percentOff: 12.5, count: 4 })], prices).monthlyCents,
    ).toBe(4 * (3900 - 488));
    // twelfths add up before rounding: three at $130.00 a year bill $32.50 a month, not 3 x $10.83
    expect(
      recurringRevenue([group({ plan: 'Pro', interval: 'year', amountOffCents: 5000, count: 3 })], prices)
        .monthlyCents,
    ).toBe(3250);
  });

  it('counts cancelling subscriptions in the revenue, for they bill this period, and shows their part apart', () => {
    const revenue = recurringRevenue(
      [
        group({ plan: 'Pro', count: 2 }),
        group({ plan: 'Pro', percentOff: 20, cancelling: true, count: 1 }),
        group({ plan: 'Premium', interval: 'year', cancelling: true, count: 1 }),
      ],
      prices,
    );
    expect(revenue).toEqual({ monthlyCents: 2 * 1900 + 1520 + 3150, cancellingMonthlyCents: 1520 + 3150 });
  });

  it('counts no price it does not know', () => {
    expect(recurringRevenue([group({ plan: 'Pro', count: 1 })], []).monthlyCents).toBe(0);
  });

  it('shares verified accounts over all, 0 without accounts; rounds the average score', () => {
    expect(verifiedShare(1, 4)).toBe(0.25);
    expect(verifiedShare(0, 0)).toBe(0);
    expect(averageScore(7.25)).toBe(7.3);
    expect(averageScore(null)).toBeNull();
  });
});
