import type { SubscriptionSummary } from '../api/generated/model';

/**
 * The plan badge text (spec: subscription display): no subscription -> Free Plan; cancelling at the
 * period end -> Cancels Soon; active or trialing -> the plan name; any other status -> that status.
 */
export function subscriptionLabel(subscription: SubscriptionSummary | null | undefined): string {
  if (!subscription || subscription.status === null) return 'Free Plan';
  if (subscription.cancel_at_period_end) return 'Cancels Soon';
  if (subscription.status === 'active' || subscription.status === 'trialing') return subscription.planName;
  return subscription.status;
}
