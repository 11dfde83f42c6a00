import { Avatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { initials } from '../../lib/initials';
import { useProfile } from '../../lib/profile';
import { subscriptionLabel } from '../../lib/subscription-display';

/** Avatar initials, name, e-mail and the plan badge at the top of the settings area. */
export function AccountSummary() {
  const { profile } = useProfile();

  if (!profile) {
    return (
      <div className="flex items-center gap-4" aria-busy="true">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-56" />
        </div>
      </div>
    );
  }

  const { user, subscription } = profile;
  const plan = subscriptionLabel(subscription);
  return (
    <div className="flex min-w-0 items-center gap-4">
      <Avatar initials={initials(user.name || user.email)} size="lg" />
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate text-lg font-semibold">{user.name}</p>
          <Badge tone={plan === 'Free Plan' ? 'neutral' : plan === 'Cancels Soon' ? 'warning' : 'primary'}>
            <span className="sr-only">Plan: </span>
            {plan}
          </Badge>
        </div>
        <p className="truncate text-sm text-muted">{user.email}</p>
      </div>
    </div>
  );
}
