/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { PlanName } from './planName.ts';

export type AdminUserDetailSubscription = {
  planName: PlanName;
  /** @nullable */
  status: string | null;
  /** @nullable */
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  /** @nullable */
  trial_ends_at: string | null;
};
