import { clsx } from 'clsx';
import { Target } from 'lucide-react';
import { Link } from 'react-router';
import { useGetSessionSummary } from '../../api/generated/interviewing/interviewing';
import type { SessionHistoryItem } from '../../api/generated/model';
import { Card } from '../../components/ui/card';
import { sessionSummary } from '../../lib/paths';
import { firstRoadmapStep, formatDate, formatScore, scoreTone } from './dashboard-format';

export type ScoredSession = SessionHistoryItem & { score: number };

/** The newest of the recent sessions that has a score (one still running or left unanswered has none). */
export function lastScored(sessions: SessionHistoryItem[] | undefined): ScoredSession | undefined {
  return sessions?.find((session): session is ScoredSession => session.score !== null);
}

/**
 * What a returning person needs first: the score of their last session and the first action of its
 * Improvement Roadmap, with the way to the report.
 */
export function LastSession({ session, className }: { session: ScoredSession; className?: string }) {
  // a side read: a failure only leaves the next step to the report, never a modal over the dashboard
  const summary = useGetSessionSummary(session.id, { query: { retry: false }, request: { quiet: true } });
  const step = firstRoadmapStep(summary.data?.improvementRoadmap);

  let next = <>Open the report to see what to work on.</>;
  if (summary.isPending) {
    next = (
      <span
        aria-hidden="true"
        className="inline-block h-4 w-40 animate-pulse rounded-control bg-surface-muted align-middle"
      />
    );
  }
  if (step) next = <span className="text-foreground">{step}</span>;

  return (
    <section aria-labelledby="last-session" className={className}>
      <Card className="flex flex-col gap-4 p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 id="last-session" className="text-base font-semibold tracking-tight">
            Your Last Session
          </h2>
          <Link
            to={sessionSummary(session.id)}
            aria-label={`View Report: ${session.title}`}
            className="focus-ring rounded-control text-sm font-medium text-primary hover:underline"
          >
            View Report
          </Link>
        </div>
        <div className="flex items-center gap-4">
          <p className="flex shrink-0 flex-col gap-0.5 rounded-control bg-surface-muted/60 px-4 py-2.5">
            <span className="text-xs font-medium tracking-wide text-muted uppercase">Last Score</span>
            <span
              className={clsx(
                'text-3xl font-semibold tracking-tight',
                scoreTone(session.score) === 'success' ? 'text-success' : 'text-warning',
              )}
            >
              {formatScore(session.score)}
              <span className="text-base font-normal text-muted"> / 10</span>
            </span>
          </p>
          <p className="flex min-w-0 flex-col gap-0.5">
            <span className="line-clamp-2 text-sm font-medium break-words">{session.title}</span>
            <span className="text-xs text-muted">{formatDate(session.created_at)}</span>
          </p>
        </div>
        <div className="flex items-start gap-2 border-t border-border pt-4 text-sm text-muted">
          <Target aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <p className="min-w-0">
            <span className="font-medium text-foreground">Next step: </span>
            {next}
          </p>
        </div>
      </Card>
    </section>
  );
}
