/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { SubscriptionSummary } from './subscriptionSummary.ts';
import type { UserProfile } from './userProfile.ts';

export interface ProfileResponse {
  user: UserProfile;
  subscription: SubscriptionSummary;
}
