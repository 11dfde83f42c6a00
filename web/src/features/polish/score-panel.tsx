import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { PolishScores } from '../../api/generated/model';
import { Card } from '../../components/ui/card';
import type { LiveScore } from './live-score';

function Stat({ label, value, live }: { label: string; value: ReactNode; live?: boolean }) {
  return (
    <Card className="flex flex-col justify-between gap-1 p-3 sm:p-5">
      <dt className="text-xs font-medium text-muted sm:text-sm">{label}</dt>
      <dd
        aria-live={live ? 'polite' : undefined}
        className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl"
      >
        {value}
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
    <section aria-label="Match scores" className="flex flex-col gap-2">
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        <Stat label="Original Match Score" value={`${scores.originalMatchScore}%`} />
        <Stat
          label="AI-Improved Match Score"
          live
          value={
            <>
              <span className={clsx(gain > 0 && 'text-success')}>{live.improved}%</span>
              {gain !== 0 && (
                <span className="ml-1.5 text-sm font-medium text-muted sm:text-base">
                  ({gain > 0 ? '+' : ''}
                  {gain})
                </span>
              )}
            </>
          }
        />
        <Stat label="Total Suggestions" value={total} />
      </dl>
      <p className="text-xs text-muted">
        {live.estimated
          ? `AI-Improved Match Score estimated with ${live.kept} of ${live.offered} suggestions kept (${scores.improvedMatchScore}% with all of them).`
          : 'AI-Improved Match Score with every suggestion applied. Rejecting one lowers it.'}
      </p>
    </section>
  );
}
