import type { PlanName } from './plans.ts';

/** Every status Stripe gives a subscription (the sandbox uses the same names). */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Whether each status gives the plan it was bought for:
 * - trialing: a trial the provider runs; the plan is in use;
 * - active: paid up;
 * - past_due: a renewal payment failed and the provider is still retrying it; the plan stays
 *   until the retries run out (then the provider moves it to canceled or unpaid);
 * - unpaid: the retries ran out and the subscription is kept open unpaid: no plan;
 * - canceled: ended: no plan;
 * - incomplete: the first payment has not gone through (it may need the card holder's action): no
 *   plan yet;
 * - incomplete_expired: the first payment never went through: nothing was ever bought;
 * - paused: a trial ended without a payment method: no plan until it resumes.
 */
const GIVES_PLAN: Record<SubscriptionStatus, boolean> = {
  trialing: true,
  active: true,
  past_due: true,
  unpaid: false,
  canceled: false,
  incomplete: false,
  incomplete_expired: false,
  paused: false,
};

export function isSubscriptionStatus(status: string): status is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

/** A subscription as billing keeps it for a user (the provider's status, unchanged). */
export interface HeldSubscription {
  planName: PlanName;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** What a subscription gives right now: the plan in use ('Free' when none) and how to show it. */
export interface PlanAccess {
  /** The plan this subscription gives now; 'Free' when it gives none. */
  planName: PlanName;
  /** The status to show: the provider's, or 'canceled' once a cancelling period is over. */
  status: string;
  currentPeriodEnd: Date | null;
  /** True only while the plan is still in use and ends with the period. */
  cancelAtPeriodEnd: boolean;
  /** False when nothing was ever bought (the first payment never went through). */
  bought: boolean;
}

/**
 * The one rule from a subscription to plan access (identity's AccessPolicy reads the result through
 * its SubscriptionLookup port). A status that gives the plan keeps giving it until the period ends
 * when the subscription cancels at the period end; past that moment it counts as canceled even
 * before the provider's event arrives. An unknown status gives nothing.
 */
export function planAccess(subscription: HeldSubscription, now: Date): PlanAccess {
  const { planName, status, currentPeriodEnd, cancelAtPeriodEnd } = subscription;
  const periodOver = currentPeriodEnd !== null && currentPeriodEnd.getTime() <= now.getTime();
  const known = isSubscriptionStatus(status);
  const gives = known && GIVES_PLAN[status] && planName !== 'Free' && !(cancelAtPeriodEnd && periodOver);
  const lapsed = known && GIVES_PLAN[status] && cancelAtPeriodEnd && periodOver;
  return {
    planName: gives ? planName : 'Free',
    status: lapsed ? 'canceled' : status,
    currentPeriodEnd,
    cancelAtPeriodEnd: gives && cancelAtPeriodEnd,
    bought: status !== 'incomplete_expired',
  };
}

/** Whether the subscription gives its plan now. */
export function givesPlan(subscription: HeldSubscription, now: Date): boolean {
  return planAccess(subscription, now).planName !== 'Free';
}
