import { planAccess } from '../../billing/index.ts';
import { entitlementsOf, type PaidSubscription } from '../../identity/index.ts';
import type { AccountRecord, HeldSubscription, PlanStanding, StaffViewOfUser } from '../domain/admin-user.ts';

/** The paid subscription as identity reads it through billing's lookup: billing's one rule, no other. */
function paidOf(held: HeldSubscription | null, now: Date): PaidSubscription | null {
  if (!held) return null;
  const access = planAccess(held, now);
  if (!access.bought) return null;
  return {
    planName: access.planName,
    status: access.status,
    currentPeriodEnd: access.currentPeriodEnd,
    cancelAtPeriodEnd: access.cancelAtPeriodEnd,
  };
}

/**
 * The plan a person is on now, exactly as their own profile says it: billing decides what the
 * subscription gives, identity what that and the trial add up to.
 */
export function planStandingOf(user: AccountRecord, now: Date): PlanStanding {
  const plan = entitlementsOf(user, paidOf(user.subscription, now), now);
  return {
    planName: plan.planName,
    status: plan.status,
    currentPeriodEnd: plan.currentPeriodEnd,
    cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
    trialEndsAt: user.trialEndsAt,
  };
}

export function staffViewOf(user: AccountRecord, now: Date): StaffViewOfUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    planName: planStandingOf(user, now).planName,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
  };
}

/**
 * Whether deleting the account cancels a subscription at the payment provider: billing's deletion
 * step cancels one the current provider holds unless it has already ended (billing's own rule).
 */
export function deletionCancelsSubscription(
  held: HeldSubscription | null,
  provider: string,
  now: Date,
): boolean {
  if (!held || held.provider !== provider) return false;
  const { status } = planAccess(held, now);
  return status !== 'canceled' && status !== 'incomplete_expired';
}
