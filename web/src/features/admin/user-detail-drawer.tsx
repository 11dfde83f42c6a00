import { Ban, KeyRound, ScrollText, Trash2, Undo2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useAdminGetUser } from '../../api/generated/admin/admin';
import type { AdminUser, AdminUserDetail } from '../../api/generated/model';
import { Drawer } from '../../components/admin/drawer';
import { LoadError } from '../../components/admin/load-error';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { describeValues, formatCount } from './admin-format';
import { Fact, When } from './admin-ui';
import { type ActionResult, type UserAction, UserActionDialog } from './user-action-dialog';
import { PlanBadge, RoleLabel, StatusBadge, VerifiedBadge } from './user-badges';

export const USER_FAILED = 'This user could not be loaded.';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Details({ detail, isAdmin }: { detail: AdminUserDetail; isAdmin: boolean }) {
  const { user, subscription, counts, recentActivity } = detail;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-2">
        <RoleLabel role={user.role} />
        <StatusBadge status={user.status} />
        <VerifiedBadge verified={user.email_verified} />
      </div>
      <Section title="Account">
        <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
          <Fact label="Created">
            <When iso={user.created_at} exact />
          </Fact>
          <Fact label="Last sign-in">
            <When iso={user.last_login_at} exact />
          </Fact>
          <Fact label="User id">
            <span className="font-mono text-xs break-all select-all">{user.id}</span>
          </Fact>
        </dl>
      </Section>
      <Section title="Subscription">
        <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
          <Fact label="Plan">
            <PlanBadge plan={subscription.planName} />
          </Fact>
          <Fact label="Status">{subscription.status ?? 'No paid subscription'}</Fact>
          {subscription.current_period_end && (
            <Fact label={subscription.cancel_at_period_end ? 'Ends' : 'Renews'}>
              <When iso={subscription.current_period_end} exact />
            </Fact>
          )}
          {subscription.trial_ends_at && (
            <Fact label="Trial ends">
              <When iso={subscription.trial_ends_at} exact />
            </Fact>
          )}
        </dl>
      </Section>
      <Section title="Counts">
        <dl className="grid grid-cols-3 gap-3">
          <Fact label="Documents">{formatCount(counts.documents)}</Fact>
          <Fact label="Sessions">{formatCount(counts.sessions)}</Fact>
          <Fact label="Tickets">{formatCount(counts.tickets)}</Fact>
        </dl>
      </Section>
      <Section title="Recent activity">
        {recentActivity.length === 0 ? (
          <p className="text-sm text-muted">No activity recorded yet.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-border rounded-card border border-border">
            {recentActivity.map((event) => (
              <li key={event.id} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-mono text-xs font-semibold">{event.event}</span>
                  <span className="text-xs text-muted">
                    <When iso={event.created_at} />
                  </span>
                </div>
                {Object.keys(event.metadata).length > 0 && (
                  <span className="text-xs break-words text-muted">{describeValues(event.metadata)}</span>
                )}
              </li>
            ))}
          </ol>
        )}
        {isAdmin && (
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link
              className="focus-ring rounded-sm font-medium text-primary hover:underline"
              to={`${paths.adminActivityLog}?userId=${encodeURIComponent(user.id)}`}
            >
              All activity of this user
            </Link>
            <Link
              className="focus-ring rounded-sm font-medium text-primary hover:underline"
              to={`${paths.adminAuditLog}?target=${encodeURIComponent(user.id)}`}
            >
              Staff actions on this user
            </Link>
          </div>
        )}
      </Section>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading user
      </span>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

type UserDetailDrawerProps = {
  /** The row that was opened (shown at once while the detail loads). */
  user: AdminUser | null;
  isAdmin: boolean;
  onClose: () => void;
};

/** A user's plan, counts and recent activity; admins also get the account actions. */
export function UserDetailDrawer({ user, isAdmin, onClose }: UserDetailDrawerProps) {
  const [action, setAction] = useState<UserAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const detail = useAdminGetUser(user?.id ?? '', {
    query: { enabled: user !== null, retry: false },
    request: { quiet: true },
  });
  const current = detail.data?.user ?? user;

  const handleDone = (result: ActionResult) => {
    setAction(null);
    if (result.action === 'reset') setNotice(result.message);
    else if (result.action === 'suspend') setNotice(`${result.user.email} is suspended.`);
    else if (result.action === 'unsuspend') setNotice(`${result.user.email} can sign in again.`);
    else onClose();
  };

  const close = () => {
    setNotice(null);
    onClose();
  };

  const actions =
    isAdmin && current ? (
      <>
        <Button variant="secondary" size="sm" onClick={() => setAction('reset')}>
          <KeyRound aria-hidden="true" className="size-4" />
          Reset password
        </Button>
        {current.status === 'suspended' ? (
          <Button variant="secondary" size="sm" onClick={() => setAction('unsuspend')}>
            <Undo2 aria-hidden="true" className="size-4" />
            Lift suspension
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setAction('suspend')}>
            <Ban aria-hidden="true" className="size-4" />
            Suspend
          </Button>
        )}
        <Button variant="destructive" size="sm" onClick={() => setAction('delete')}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </>
    ) : undefined;

  return (
    <Drawer
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      title={current?.name || current?.email || 'User'}
      description={current?.email}
      footer={actions}
    >
      <div className="flex flex-col gap-4">
        {notice && <Alert tone="success">{notice}</Alert>}
        {!isAdmin && (
          <p className="flex items-center gap-2 text-xs text-muted">
            <ScrollText aria-hidden="true" className="size-3.5" />
            Read-only: only an admin can reset passwords, suspend or delete accounts.
          </p>
        )}
        {detail.isPending ? (
          <DetailSkeleton />
        ) : detail.isError ? (
          <LoadError onRetry={() => void detail.refetch()} retrying={detail.isFetching}>
            {errorMessage(detail.error, USER_FAILED)}
          </LoadError>
        ) : (
          <Details detail={detail.data} isAdmin={isAdmin} />
        )}
      </div>
      {current && isAdmin && (
        <UserActionDialog
          user={current}
          action={action}
          onClose={() => setAction(null)}
          onDone={handleDone}
        />
      )}
    </Drawer>
  );
}
