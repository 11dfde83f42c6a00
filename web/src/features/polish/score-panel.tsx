import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { PolishScores } from '../../api/generated/model';
import { Card } from '../../components/ui/card';
import type { LiveScore } from './live-score';

function Stat({
  label,
  value,
  note,
  live,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  live?: boolean;
}) {
  return (
    <Card className="flex flex-col gap-1 p-5">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="flex flex-col gap-1">
        <span
          aria-live={live ? 'polite' : undefined}
          className="text-3xl font-semibold tracking-tight tabular-nums"
        >
          {value}
        </span>
        {note && <span className="text-xs text-muted">{note}</span>}
      </dd>
    </Card>
  );
}

type ScorePanelProps = { scores: PolishScores; live: LiveScore; total: number };

/**
 * Spec: Original Match Score and AI-Improved Match Score in %, and Total Suggestions. The improved
 * score follows the person's decisions (see liveScore) and says when it is an estimate.
 */
export function ScorePanel({ scores, live, total }: ScorePanelProps) {
  const gain = live.improved - scores.originalMatchScore;
  return (
    <section aria-label="Match scores">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Stat label="Original Match Score" value={`${scores.originalMatchScore}%`} />
        <Stat
          label="AI-Improved Match Score"
          live
          value={
            <>
              <span className={clsx(gain > 0 && 'text-success')}>{live.improved}%</span>
              {gain !== 0 && (
                <span className="ml-2 text-base font-medium text-muted">
                  ({gain > 0 ? '+' : ''}
                  {gain})
                </span>
              )}
            </>
          }
          note={
            live.estimated
              ? `Estimated with ${live.kept} of ${live.offered} suggestions kept (${scores.improvedMatchScore}% with all)`
              : 'With every suggestion applied'
          }
        />
        <Stat label="Total Suggestions" value={total} />
      </dl>
    </section>
  );
}
