import { describe, expect, it } from 'vitest';
import { invoiceDescription, periodEnd } from './billing-period.ts';

describe('billing periods', () => {
  it('ends a month later on the same day and time', () => {
    expect(periodEnd(new Date('2026-11-24T10:30:00Z'), 'month')).toEqual(new Date('2026-12-24T10:30:00Z'));
    expect(periodEnd(new Date('2026-12-15T00:00:00Z'), 'month')).toEqual(new Date('2027-01-15T00:00:00Z'));
  });

  it('ends on the last day of a shorter month', () => {
    expect(periodEnd(new Date('2027-01-31T08:00:00Z'), 'month')).toEqual(new Date('2027-02-28T08:00:00Z'));
  });

  it('ends a year later', () => {
    expect(periodEnd(new Date('2028-02-29T08:00:00Z'), 'year')).toEqual(new Date('2029-02-28T08:00:00Z'));
  });

  it('names what was bought', () => {
    expect(invoiceDescription('Pro', 'year')).toBe('Interview Coach Pro (annual)');
    expect(invoiceDescription('Premium', 'month')).toBe('Interview Coach Premium (monthly)');
  });
});
