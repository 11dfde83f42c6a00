import { keepPreviousData } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { Component, type ReactNode, lazy, Suspense } from 'react';
import { useAdminGetMetrics } from '../../api/generated/admin/admin';
import type { AdminMetrics, AdminMetricsSessionsPerDayItem } from '../../api/generated/model';
import { EmptyState } from '../../components/admin/empty-state';
import { LoadError } from '../../components/admin/load-error';
import { MetricCard } from '../../components/admin/metric-card';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { formatAge, formatCents, formatCount, formatDate, formatShare } from './admin-format';
import { When } from './admin-ui';

// uPlot and its styles download only when the dashboard draws the chart
const SessionsChart = lazy(() => import('./sessions-chart'));

export const METRICS_FAILED = 'The metrics could not be loaded.';

/** A chart that fails to load or draw leaves the numbers (summary and table) in place. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return <p className="py-8 text-center text-sm text-muted">The chart could not be drawn.</p>;
    }
    return this.props.children;
  }
}

function sessionsSummary(days: AdminMetricsSessionsPerDayItem[]): string {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const peak = days.reduce<AdminMetricsSessionsPerDayItem | null>(
    (best, day) => (best === null || day.count > best.count ? day : best),
    null,
  );
  const base = `${formatCount(total)} interview session${total === 1 ? '' : 's'} started in the last ${days.length} days`;
  if (!peak || peak.count === 0) return `${base}.`;
  return `${base}; the busiest day was ${formatDate(`${peak.date}T00:00:00Z`)} with ${formatCount(peak.count)}.`;
}

function SessionsPerDay({ days }: { days: AdminMetricsSessionsPerDayItem[] }) {
  const empty = days.every((day) => day.count === 0);
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">Interview sessions per day</h2>
        <p className="text-sm text-muted" data-testid="sessions-summary">
          {sessionsSummary(days)}
        </p>
      </div>
      {empty ? (
        <EmptyState icon={BarChart3} title="No interview sessions in the last 30 days.">
          The chart fills in as people start sessions.
        </EmptyState>
      ) : (
        <ChartBoundary>
          <Suspense fallback={<Skeleton className="h-60 w-full" />}>
            <SessionsChart days={days} />
          </Suspense>
        </ChartBoundary>
      )}
      {days.length > 0 && (
        <table className="sr-only">
          <caption>Interview sessions started per day (UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Sessions</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDate(`${day.date}T00:00:00Z`)}</th>
                <td>{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** Subscriptions set to end with their period still bill it: their part of the revenue is going away. */
function cancellingText(count: number, cents: number): string {
  if (count === 0) return 'None cancelling';
  return `Of which cancelling: ${formatCents(cents)} (${formatCount(count)} subscription${count === 1 ? '' : 's'})`;
}

function MetricGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`metrics-${title}`} className="flex flex-col gap-3">
      <h2 id={`metrics-${title}`} className="text-sm font-semibold tracking-wide text-muted uppercase">
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">{children}</dl>
    </section>
  );
}

function Metrics({ metrics }: { metrics: AdminMetrics }) {
  const { users, revenue, sessions, polish, tickets, evaluations, queue } = metrics;
  return (
    <>
      <MetricGroup title="Users">
        <MetricCard
          label="Users"
          value={formatCount(users.total)}
          detail={`${formatShare(users.verifiedShare)} verified e-mail`}
        />
        <MetricCard label="New in 7 days" value={formatCount(users.newLast7Days)} />
        <MetricCard label="New in 30 days" value={formatCount(users.newLast30Days)} />
        <MetricCard
          label="Active in 30 days"
          value={formatCount(users.activeLast30Days)}
          detail="Signed in within 30 days"
        />
      </MetricGroup>
      <MetricGroup title="Revenue">
        <MetricCard
          label="Monthly recurring revenue"
          value={formatCents(revenue.monthlyRecurringRevenueCents)}
          detail={
            <>
              <span className="block">After discounts; annual plans at a twelfth</span>
              <span className="mt-1 block" data-testid="cancelling-revenue">
                {cancellingText(revenue.cancelling, revenue.cancellingMonthlyRevenueCents)}
              </span>
            </>
          }
        />
        <MetricCard label="Paying Pro" value={formatCount(revenue.payingByPlan.Pro)} />
        <MetricCard label="Paying Premium" value={formatCount(revenue.payingByPlan.Premium)} />
        <MetricCard
          label="In a trial"
          value={formatCount(revenue.trialing)}
          detail="Pro trial, not paying yet"
        />
      </MetricGroup>
      <MetricGroup title="Usage">
        <MetricCard label="Interview sessions" value={formatCount(sessions.total)} detail="All time" />
        <MetricCard
          label="Average score"
          value={sessions.averageScore === null ? '—' : `${sessions.averageScore.toFixed(1)} / 10`}
          detail={
            sessions.averageScore === null ? 'No scored sessions in 30 days' : 'Scored sessions, 30 days'
          }
        />
        <MetricCard
          label="Resume polish runs"
          value={formatCount(polish.runsLast30Days)}
          detail="Last 30 days"
        />
      </MetricGroup>
      <MetricGroup title="Operations">
        <MetricCard
          label="Open tickets"
          value={formatCount(tickets.open)}
          detail={
            tickets.oldestOpenAgeSeconds === null
              ? 'None waiting'
              : `Oldest waiting ${formatAge(tickets.oldestOpenAgeSeconds)}`
          }
          tone={tickets.open > 0 ? 'warning' : 'neutral'}
        />
        <MetricCard
          label="Failed evaluations"
          value={formatCount(evaluations.failedLast30Days)}
          detail="Last 30 days"
          tone={evaluations.failedLast30Days > 0 ? 'warning' : 'neutral'}
        />
        <MetricCard label="Queue depth" value={formatCount(queue.depth)} detail="Jobs waiting" />
        <MetricCard
          label="Dead letters"
          value={formatCount(queue.deadLetters)}
          detail="Jobs that gave up"
          tone={queue.deadLetters > 0 ? 'warning' : 'neutral'}
        />
      </MetricGroup>
      <SessionsPerDay days={sessions.perDay} />
    </>
  );
}

function MetricsSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading metrics
      </span>
      {[0, 1].map((group) => (
        <div key={group} className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} className="h-24" />
          ))}
        </div>
      ))}
      <Skeleton className="h-72" />
    </div>
  );
}

/** /admin/dashboard: live product metrics for admin and support staff. */
export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const metrics = useAdminGetMetrics({
    query: { retry: false, placeholderData: keepPreviousData },
    request: { quiet: true },
  });

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Admin Dashboard"
        description={
          metrics.data ? (
            <>
              Key metrics across users, revenue and sessions, as of <When iso={metrics.data.generated_at} />.
            </>
          ) : (
            'Key metrics across users, revenue and sessions.'
          )
        }
        actions={
          metrics.data && (
            <Button variant="secondary" loading={metrics.isFetching} onClick={() => void metrics.refetch()}>
              Refresh
            </Button>
          )
        }
      />
      {metrics.isPending ? (
        <MetricsSkeleton />
      ) : (
        <>
          {metrics.isError && (
            <LoadError onRetry={() => void metrics.refetch()} retrying={metrics.isFetching}>
              {errorMessage(metrics.error, METRICS_FAILED)}
            </LoadError>
          )}
          {metrics.data && <Metrics metrics={metrics.data} />}
        </>
      )}
    </div>
  );
}
