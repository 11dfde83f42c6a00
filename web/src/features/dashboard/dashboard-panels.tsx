import { clsx } from 'clsx';
import { ChevronRight, FileText, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Application, DashboardStats, SessionHistoryItem } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { paths, sessionSummary } from '../../lib/paths';
import { formatDate, formatScore, scoreTone } from './dashboard-format';

function Panel({
  id,
  title,
  action,
  busy,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} aria-busy={busy || undefined} data-tour={id}>
      <Card className="flex flex-col gap-4 p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 id={id} className="text-base font-semibold tracking-tight">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </Card>
    </section>
  );
}

function RowsSkeleton({ rows }: { rows: number }) {
  return (
    <div className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={index} className="flex items-center gap-3">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-6 w-12" />
        </div>
      ))}
    </div>
  );
}

function scoreText(score: number | null): string {
  if (score === null) return 'text-muted';
  return scoreTone(score) === 'success' ? 'text-success' : 'text-warning';
}

const unavailable = <p className="text-sm text-muted">Not available right now.</p>;

export function PerformanceOverview({
  stats,
  loading,
}: {
  stats: DashboardStats | undefined;
  loading: boolean;
}) {
  let body: ReactNode = unavailable;
  if (loading) {
    body = (
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  } else if (stats) {
    body = (
      <dl className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1 rounded-control bg-surface-muted/60 p-4">
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">Sessions</dt>
          <dd className="text-3xl font-semibold tracking-tight">{stats.totalSessions}</dd>
        </div>
        <div className="flex flex-col gap-1 rounded-control bg-surface-muted/60 p-4">
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">Avg. Score</dt>
          <dd className="text-3xl font-semibold tracking-tight">
            {stats.averageScore}
            <span className="text-base font-normal text-muted"> / 10</span>
          </dd>
        </div>
      </dl>
    );
  }
  return (
    <Panel id="performance-overview" title="Performance Overview" busy={loading}>
      {body}
    </Panel>
  );
}

export function ScoreBadge({ score, label }: { score: number | null; label?: string }) {
  if (score === null) return <Badge aria-label={label ? `${label}: N/A` : undefined}>N/A</Badge>;
  return (
    <Badge
      tone={scoreTone(score)}
      data-tone={scoreTone(score)}
      aria-label={label ? `${label}: ${formatScore(score)}` : undefined}
    >
      {formatScore(score)}
    </Badge>
  );
}

export function RecentSessions({
  sessions,
  loading,
}: {
  sessions: SessionHistoryItem[] | undefined;
  loading: boolean;
}) {
  let body: ReactNode = unavailable;
  if (loading) body = <RowsSkeleton rows={3} />;
  else if (sessions && sessions.length === 0)
    body = <p className="text-sm text-muted">No recent sessions.</p>;
  else if (sessions) {
    body = (
      <ul className="-mx-2 flex flex-col">
        {sessions.map((session) => (
          <li key={session.id}>
            <Link
              to={sessionSummary(session.id)}
              className="focus-ring group flex items-center gap-3 rounded-control px-2 py-2.5 transition-colors hover:bg-surface-muted"
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium text-foreground">{session.title}</span>
                <span className="text-xs text-muted">{formatDate(session.created_at)}</span>
              </span>
              <ScoreBadge score={session.score} />
              <ChevronRight
                aria-hidden="true"
                className="size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Panel id="recent-sessions" title="Recent Sessions" busy={loading}>
      {body}
    </Panel>
  );
}

export function SavedApplications({
  applications,
  loading,
  onPractice,
}: {
  applications: Application[] | undefined;
  loading: boolean;
  onPractice: (application: Application) => void;
}) {
  let body: ReactNode = unavailable;
  if (loading) body = <RowsSkeleton rows={2} />;
  else if (applications && applications.length === 0) {
    body = (
      <p className="text-sm text-muted">
        No saved applications yet. Choose a resume and a job, then use 'Save for Later'.
      </p>
    );
  } else if (applications) {
    body = (
      <ul className="flex flex-col divide-y divide-border">
        {applications.map((application) => (
          <li key={application.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="truncate text-sm font-medium text-foreground">{application.application_name}</p>
              <p className="flex min-w-0 items-center gap-1 text-xs text-muted">
                <FileText aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="truncate">{application.resume_name}</span>
              </p>
              <p className="text-xs text-muted">
                Avg Score:{' '}
                <span className={clsx('font-medium', scoreText(application.avg_score))}>
                  {formatScore(application.avg_score)}
                </span>
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onPractice(application)}
              aria-label={`Practice ${application.application_name}`}
            >
              <Play aria-hidden="true" className="size-3.5" />
              Practice
            </Button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Panel
      id="saved-applications"
      title="My Saved Applications"
      busy={loading}
      action={
        <Link
          to={paths.history}
          className="focus-ring rounded-control text-sm font-medium text-primary hover:underline"
        >
          View All
        </Link>
      }
    >
      {body}
    </Panel>
  );
}
