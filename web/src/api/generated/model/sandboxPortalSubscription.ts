/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { BillingInterval } from './billingInterval.ts';
import type { PaidPlanName } from './paidPlanName.ts';

export interface SandboxPortalSubscription {
  id: string;
  plan: PaidPlanName;
  interval: BillingInterval;
  priceId: string;
  /** As Stripe names it (`active`, `canceled`, …). */
  status: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
}
