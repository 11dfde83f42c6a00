import { describe, expect, it } from 'vitest';
import { afterDiscount, cents, formatCents, planPrice } from './coupon-prices';
import { daysLeftUntil, trialLabel } from './plan-standing';

describe('coupon prices', () => {
  it('counts in whole cents: 19.00 with 20% off is 15.20, never a floating remainder', () => {
    expect(afterDiscount(cents(19), { percentOff: 20 })).toBe(1520);
    expect(afterDiscount(cents(19.99), { percentOff: 15 })).toBe(1699);
    expect(afterDiscount(cents(0.1 + 0.2), { percentOff: 50 })).toBe(15);
    expect(formatCents(1520)).toBe('$15.20');
    expect(formatCents(1900)).toBe('$19');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('takes an amount off in cents, never more than the price', () => {
    expect(afterDiscount(1900, { amountOff: 500 })).toBe(1400);
    expect(afterDiscount(1900, { amountOff: 5000 })).toBe(0);
  });

  it('takes the coupon off the year’s bill for annual billing and spreads it over twelve months', () => {
    expect(planPrice(19, 20, 'annual', { percentOff: 20 })).toEqual({
      regular: { perMonthCents: 1500, billCents: 18000 },
      discounted: { perMonthCents: 1200, billCents: 14400 },
      yearSavingsCents: 4800,
    });
    expect(planPrice(19, 20, 'annual', { amountOff: 500 }).discounted).toEqual({
      perMonthCents: 1458,
      billCents: 17500,
    });
    expect(planPrice(19, 20, 'monthly', null)).toEqual({
      regular: { perMonthCents: 1900, billCents: 1900 },
      discounted: null,
      yearSavingsCents: 0,
    });
  });
});

describe('trial days', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');

  it('counts a part of a day as a day left', () => {
    expect(daysLeftUntil('2026-11-25T00:00:00Z', now)).toBe(5);
    expect(daysLeftUntil('2026-11-20T13:00:00Z', now)).toBe(1);
    expect(daysLeftUntil('2026-11-20T11:00:00Z', now)).toBe(0);
  });

  it('names the trial and the days left', () => {
    expect(trialLabel('Pro', 5)).toBe('Pro trial, 5 days left');
    expect(trialLabel('Pro', 1)).toBe('Pro trial, 1 day left');
    expect(trialLabel('Pro', 0)).toBe('Pro trial, ends today');
    expect(trialLabel('Premium', null)).toBe('Premium trial');
  });
});
