import { discountOn } from '../../billing/index.ts';
import { roundScore } from '../../coaching/index.ts';
/**
 * Product metrics as the admin dashboard shows them (past 20,000 people, the accounts' total,
 * verified and active counts and the trials are those of the five-minute refresh with the accounts
 * created since; the adapter says how). The definitions:
 * - users: every account (any role or status); "new" were created in the last 7 or 30 days
 *   (rolling, from now); "active" signed in within the last 30 days; the verified share is the
 *   accounts with a verified e-mail over all accounts (0 when there are none).
 * - revenue: paying = subscriptions with status `active` on Pro or Premium; monthly recurring
 *   revenue = what each of them bills: its plan's price for its interval less the discount it
 *   carries while that discount lasts (billing's one rule, discountOn), an annual price counted at
 *   a twelfth, in cents; subscriptions stored before discounts were kept count at full price.
 *   Cancelling = those set to end with their current period: they still bill it, so they are in
 *   the revenue, and their share of it is shown apart as what is going away. Trialing = accounts
 *   whose Pro trial runs now and that hold no live paid subscription (never revenue).
 * - sessions: every interview session ever started; per day = sessions started on each of the
 *   last 30 UTC days (today included), oldest first, days without any as 0; the average score is
 *   over sessions started in the last 30 days that have a score, to one decimal.
 * - polish: polish runs started in the last 30 days.
 * - tickets: support tickets with status Open, and the age of the oldest of them.
 * - evaluations: answers whose evaluation failed for good (stored as an error once the
 *   evaluator's retries ran out), answered in the last 30 days.
 * - queue: jobs waiting to run, and jobs in the dead-letter queue.
 */
export interface ProductMetrics {
  users: {
    total: number;
    newLast7Days: number;
    newLast30Days: number;
    activeLast30Days: number;
    verifiedShare: number;
  };
  revenue: {
    payingByPlan: { Pro: number; Premium: number };
    monthlyRecurringRevenueCents: number;
    /** Paying subscriptions set to end with their current period. */
    cancelling: number;
    /** The part of the monthly recurring revenue those cancelling subscriptions bill. */
    cancellingMonthlyRevenueCents: number;
    trialing: number;
  };
  sessions: { total: number; perDay: DayCount[]; averageScore: number | null };
  polish: { runsLast30Days: number };
  tickets: { open: number; oldestOpenAgeSeconds: number | null };
  evaluations: { failedLast30Days: number };
  queue: { depth: number; deadLetters: number };
  generatedAt: Date;
}

export interface DayCount {
  /** A UTC day, YYYY-MM-DD. */
  date: string;
  count: number;
}

export const METRICS_DAYS = 30;
const DAY_MS = 86_400_000;

/** `days` before now. */
export function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Midnight UTC of the day `at` falls on. */
export function utcMidnight(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** `days` after `at` (before, when negative). */
export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** Midnight UTC of the first of the last `days` UTC days (today being the last). */
export function firstDayStart(now: Date, days = METRICS_DAYS): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

/** The last `days` UTC days, oldest first, each with its count (0 for a day without one). */
export function dailyCounts(counted: readonly DayCount[], now: Date, days = METRICS_DAYS): DayCount[] {
  const byDay = new Map(counted.map((d) => [d.date, d.count]));
  const first = firstDayStart(now, days).getTime();
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(first + i * DAY_MS).toISOString().slice(0, 10);
    return { date, count: byDay.get(date) ?? 0 };
  });
}

/** A price of the catalogue: what one billing interval of a plan costs. */
export interface PlanPriceView {
  plan: 'Pro' | 'Premium';
  interval: 'month' | 'year';
  amountCents: number;
}

/** Active paid subscriptions with the same price, discount and cancellation, counted. */
export interface PaidSubscriptionGroup {
  plan: 'Pro' | 'Premium';
  /** Null is read as monthly. */
  interval: 'month' | 'year' | null;
  /** Percent off each invoice now; null when none applies. */
  percentOff: number | null;
  /** Amount off each invoice now, in cents; null when none applies. */
  amountOffCents: number | null;
  /** Set to end with the current period. */
  cancelling: boolean;
  count: number;
}

export interface RecurringRevenue {
  /** Every active paid subscription at what it bills a month, in whole cents. */
  monthlyCents: number;
  /** The part of it billed by subscriptions set to end with their period. */
  cancellingMonthlyCents: number;
}

/**
 * What the active paid subscriptions bill a month: each at its interval's price less its discount
 * (an annual price divided by 12), summed exactly and rounded to whole cents once.
 */
export function recurringRevenue(
  groups: readonly PaidSubscriptionGroup[],
  prices: readonly PlanPriceView[],
): RecurringRevenue {
  let total = 0;
  let cancelling = 0;
  for (const g of groups) {
    const interval = g.interval ?? 'month';
    const price = prices.find((p) => p.plan === g.plan && p.interval === interval);
    if (!price) continue;
    const discount = { percentOff: g.percentOff, amountOff: g.amountOffCents };
    const billed = price.amountCents - discountOn(price.amountCents, discount);
    const monthly = g.count * (interval === 'year' ? billed / 12 : billed);
    total += monthly;
    if (g.cancelling) cancelling += monthly;
  }
  return { monthlyCents: Math.round(total), cancellingMonthlyCents: Math.round(cancelling) };
}

/** The share of verified accounts, 0 when there are none. */
export function verifiedShare(verified: number, total: number): number {
  return total === 0 ? 0 : verified / total;
}

/** An average score by the product's one rounding rule (coaching's roundScore); null when nothing was scored. */
export function averageScore(value: number | null): number | null {
  return value === null ? null : roundScore(value);
}
