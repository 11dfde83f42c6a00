import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useGetProfile } from '../../api/generated/identity/identity';
import type { ProfileResponse } from '../../api/generated/model';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { subscriptionLabel } from '../../lib/subscription-display';
import { billingMessages } from './billing-messages';
import { longDate } from './dates';
import { useOpenPortal } from './use-open-portal';

/** After paying, the plan arrives with the provider's event: ask again for up to a minute. */
const CONFIRM_POLL_MS = 1000;
const CONFIRM_WAIT_MS = 60_000;

function isPaid(profile: ProfileResponse | undefined): boolean {
  const subscription = profile?.subscription;
  return Boolean(subscription && subscription.planName !== 'Free' && subscription.status === 'active');
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="w-44 shrink-0 text-sm text-muted">{term}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

function PlanDetails({ profile }: { profile: ProfileResponse }) {
  const { subscription, user } = profile;
  const label = subscriptionLabel(subscription);
  const paid = subscription.planName !== 'Free' && subscription.status !== 'trialing';
  const trialEnds = user.trial_ends_at ? new Date(user.trial_ends_at) : null;
  const { open, opening } = useOpenPortal();

  return (
    <Card className="flex flex-col gap-6 p-6">
      <div className="flex flex-col gap-2">
        <h2 className="text-sm font-medium text-muted">Your plan</h2>
        <p>
          <Badge
            className="px-3 py-1 text-base"
            tone={
              label === 'Cancels Soon' ? 'warning' : subscription.planName === 'Free' ? 'neutral' : 'primary'
            }
          >
            {label}
          </Badge>
        </p>
      </div>
      <dl className="flex flex-col gap-3">
        <Detail term="Plan">{subscription.planName}</Detail>
        <Detail term="Status">{subscription.status ?? 'No subscription'}</Detail>
        {subscription.status === 'trialing' && trialEnds && (
          <Detail term="Trial ends">{longDate(trialEnds)}</Detail>
        )}
        {subscription.planName === 'Free' && trialEnds && trialEnds.getTime() <= Date.now() && (
          <Detail term="Trial ended">{longDate(trialEnds)}</Detail>
        )}
        {paid && subscription.current_period_end && (
          <Detail term={subscription.cancel_at_period_end ? 'Plan ends on' : 'Renews on'}>
            {longDate(subscription.current_period_end)}
          </Detail>
        )}
      </dl>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.pricing}>{paid ? 'Change Plan' : 'Upgrade Plan'}</Link>
        </Button>
        {paid && !subscription.cancel_at_period_end && (
          <Button variant="secondary" onClick={open} loading={opening}>
            Cancel Plan
          </Button>
        )}
        {paid && subscription.cancel_at_period_end && (
          <Button variant="secondary" onClick={open} loading={opening}>
            Keep My Plan
          </Button>
        )}
      </div>
      {paid && (
        <p className="text-xs text-muted">
          Cancelling and resuming happen in the billing portal; a cancelled plan stays until the end of the
          period you paid for.
        </p>
      )}
    </Card>
  );
}

/** /settings/plan: the plan, its status, the trial's end and the ways to change or cancel it. */
export function ManagePlanPage() {
  usePageTitle('Manage Plan');
  const [params] = useSearchParams();
  const justPaid = params.get('checkout') === 'success';
  const openedAt = useRef(Date.now());
  const profile = useGetProfile({
    query: {
      refetchInterval: (query) =>
        justPaid && !isPaid(query.state.data) && Date.now() - openedAt.current < CONFIRM_WAIT_MS
          ? CONFIRM_POLL_MS
          : false,
    },
    request: { quiet: true },
  });
  const waitedTooLong = Date.now() - openedAt.current >= CONFIRM_WAIT_MS;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Manage Plan" description="Your current plan and what it includes." />
      {justPaid &&
        profile.data &&
        (isPaid(profile.data) ? (
          <Alert tone="success">
            Thank you! You are on the {profile.data.subscription.planName} plan now.
          </Alert>
        ) : (
          <Alert tone="info">
            {waitedTooLong ? billingMessages.confirmTakingLong : billingMessages.confirming}
          </Alert>
        ))}
      {profile.data ? (
        <PlanDetails profile={profile.data} />
      ) : (
        <Card className="flex flex-col gap-4 p-6" aria-busy="true">
          <span className="sr-only" role="status">
            Loading your plan
          </span>
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-4 w-64" />
        </Card>
      )}
    </div>
  );
}
