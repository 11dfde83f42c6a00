/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { PlanName } from './planName.ts';

export interface SubscriptionSummary {
  planName: PlanName;
  /**
     * Provider status (`active`, `trialing`, `past_due`, `canceled`, `incomplete`, …); null without a subscription.
     * @nullable
     */
  status: string | null;
  /** @nullable */
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}
