import type { ProfileResponse } from '../../api/generated/model';
import type { PaidPlanName } from '../../lib/plan-prices';

/** Where the person looking at /pricing stands, which decides the cards' marks and buttons. */
export type PlanStanding =
  | { kind: 'signed-out' }
  /** Signed in, the profile not read yet: no plan is marked. */
  | { kind: 'loading' }
  | { kind: 'free' }
  | { kind: 'trial'; plan: PaidPlanName; daysLeft: number | null }
  | { kind: 'paid'; plan: PaidPlanName };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until `end`, a part of a day counting as one; 0 once it passed. */
export function daysLeftUntil(end: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(end) - now) / DAY_MS));
}

/**
 * The plan a person is on as the pricing page shows it. A trial (status trialing) is shown as the
 * trial of its plan, ending with the subscription's period or else the account's trial end. A paid
 * plan counts only while active and not cancelling (spec: the pricing page treats anything else as
 * Free).
 */
export function planStandingOf(
  signedIn: boolean,
  profile: ProfileResponse | null,
  now: number,
): PlanStanding {
  if (!signedIn) return { kind: 'signed-out' };
  if (!profile) return { kind: 'loading' };
  const { subscription, user } = profile;
  if (subscription.planName === 'Free') return { kind: 'free' };
  if (subscription.status === 'trialing') {
    const end = subscription.current_period_end ?? user.trial_ends_at;
    return { kind: 'trial', plan: subscription.planName, daysLeft: end ? daysLeftUntil(end, now) : null };
  }
  if (subscription.status === 'active' && !subscription.cancel_at_period_end) {
    return { kind: 'paid', plan: subscription.planName };
  }
  return { kind: 'free' };
}

/** The trial card's mark, e.g. 'Pro trial, 5 days left'. */
export function trialLabel(plan: PaidPlanName, daysLeft: number | null): string {
  if (daysLeft === null) return `${plan} trial`;
  if (daysLeft === 0) return `${plan} trial, ends today`;
  return `${plan} trial, ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`;
}
