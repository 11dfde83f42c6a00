import type { BillingInterval, PaidPlan } from './plans.ts';

/**
 * The end of a billing period that starts at `start`: the same day of the next month (or the last
 * day of a shorter month) or of the next year, at the same time of day.
 */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const months = interval === 'month' ? 1 : 12;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}

/** The line an invoice names what was bought with. */
export function invoiceDescription(plan: PaidPlan, interval: BillingInterval): string {
  return `Interview Coach ${plan} (${interval === 'month' ? 'monthly' : 'annual'})`;
}
