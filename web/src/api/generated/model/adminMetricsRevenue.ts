/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { PaidSubscriptionCounts } from './paidSubscriptionCounts.ts';

export type AdminMetricsRevenue = {
  payingByPlan: PaidSubscriptionCounts;
  /**
     * Active paid subscriptions at their monthly price (annual / 12), in cents.
     * @minimum 0
     */
  monthlyRecurringRevenueCents: number;
  /**
     * Accounts in their Pro trial now, without a paid subscription.
     * @minimum 0
     */
  trialing: number;
};
