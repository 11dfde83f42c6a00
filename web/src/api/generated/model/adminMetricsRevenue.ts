/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { PaidSubscriptionCounts } from './paidSubscriptionCounts.ts';

export type AdminMetricsRevenue = {
  payingByPlan: PaidSubscriptionCounts;
  /**
     * What active paid subscriptions bill per month, in cents: each at its price after the discount it carries while that discount lasts, an annual price counted at a twelfth. Subscriptions set to end with their period still bill it and are included.
     * @minimum 0
     */
  monthlyRecurringRevenueCents: number;
  /**
     * Active paid subscriptions set to end with their current period.
     * @minimum 0
     */
  cancelling: number;
  /**
     * The part of monthlyRecurringRevenueCents that those cancelling subscriptions bill: it goes away when their periods end.
     * @minimum 0
     */
  cancellingMonthlyRevenueCents: number;
  /**
     * Accounts in their Pro trial now, without a paid subscription.
     * @minimum 0
     */
  trialing: number;
};
