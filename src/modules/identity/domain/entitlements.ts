import type { FreePlanLimits } from '../../../shared/kernel/operator-settings.ts';
import type { User } from './user.ts';

export type PlanName = 'Free' | 'Pro' | 'Premium';

export interface PaidSubscription {
  planName: PlanName;
  status: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface Entitlements {
  planName: PlanName;
  status: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialing: boolean;
  /** The Pro trial ran out and nothing was bought. */
  trialExpired: boolean;
}

const LIVE = new Set(['active', 'trialing', 'past_due']);

/**
 * What the user may use right now: a live paid subscription, else the Pro trial while it lasts,
 * else Free.
 */
export function entitlementsOf(
  user: Pick<User, 'trialEndsAt'>,
  paid: PaidSubscription | null,
  now: Date,
): Entitlements {
  if (paid && paid.planName !== 'Free' && LIVE.has(paid.status ?? '')) {
    return { ...paid, trialing: paid.status === 'trialing', trialExpired: false };
  }
  if (user.trialEndsAt && user.trialEndsAt.getTime() > now.getTime()) {
    return {
      planName: 'Pro',
      status: 'trialing',
      currentPeriodEnd: user.trialEndsAt,
      cancelAtPeriodEnd: false,
      trialing: true,
      trialExpired: false,
    };
  }
  return {
    planName: 'Free',
    status: paid?.status ?? null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    trialing: false,
    trialExpired: user.trialEndsAt !== null && !paid,
  };
}

/** The Free plan's allowances (spec: 3 sessions, 1 resume, 1 job description, one polish). */
export const FREE_LIMITS = { interviewSessions: 3, resumes: 1, jobDescriptions: 1, polishes: 1 } as const;
export type FreeLimit = keyof typeof FREE_LIMITS;

/** What a Free limit allows under the operator's Free plan limits (the built-in ones by default). */
export function freeAllowance(limits: FreePlanLimits, limit: FreeLimit): number {
  return limit === 'polishes' ? limits.resumePolishes : limits[limit];
}
