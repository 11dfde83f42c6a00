import { clsx } from 'clsx';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useReevaluateAnswer } from '../../api/generated/interviewing/interviewing';
import type { CriterionRating } from '../../api/generated/model';
import { Alert } from '../../components/ui/alert';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { type Evaluation, formatScore, scoreTone, toneText } from './report-format';
import { reportMessages } from './report-messages';

const ratingTones: Record<CriterionRating, BadgeTone> = {
  Excellent: 'success',
  Good: 'primary',
  'Needs Improvement': 'warning',
  Error: 'danger',
};

function TryAgain({ answerId, onReevaluated }: { answerId: string; onReevaluated: () => Promise<unknown> }) {
  const reevaluate = useReevaluateAnswer();
  const [error, setError] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);

  const run = async () => {
    setError(null);
    try {
      await reevaluate.mutateAsync({ id: answerId });
    } catch (cause) {
      setError(errorMessage(cause, reportMessages.reevaluateFailed));
      return;
    }
    setReloading(true);
    try {
      await onReevaluated();
    } finally {
      setReloading(false);
    }
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={run}
        loading={reevaluate.isPending || reloading}
        loadingText="Evaluating…"
      >
        <RotateCcw aria-hidden="true" className="size-3.5" />
        Try Again
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * One answer's evaluation: criteria with ratings, a calm pending state, or the failure with 'Try
 * Again'. `showScore` writes the answer's own score too (in a thread with follow-ups, whose score
 * is the mean of its answers').
 */
export function EvaluationView({
  evaluation,
  answerId,
  onReevaluated,
  showScore = false,
}: {
  evaluation: Evaluation;
  answerId: string;
  onReevaluated: () => Promise<unknown>;
  showScore?: boolean;
}) {
  if (evaluation.status === 'pending') {
    return (
      <div
        role="status"
        className="flex items-center gap-2 rounded-control border border-dashed border-border-strong bg-surface-muted/50 px-4 py-3 text-sm text-muted"
      >
        <Spinner size="sm" label={null} />
        <span>Evaluating… Feedback appears here as soon as it is ready.</span>
      </div>
    );
  }

  if (evaluation.status === 'error') {
    return (
      <Alert tone="danger" title={reportMessages.evaluationFailed}>
        <div className="flex flex-col gap-3">
          <p>{evaluation.feedback ?? reportMessages.evaluationFailedDefault}</p>
          <TryAgain answerId={answerId} onReevaluated={onReevaluated} />
        </div>
      </Alert>
    );
  }

  const tone = scoreTone(evaluation.score);
  return (
    <div className="flex flex-col gap-3">
      {showScore && evaluation.score !== null && (
        <p className="text-sm text-muted">
          This answer:{' '}
          <span
            data-testid={`answer-score-${answerId}`}
            className={clsx('font-semibold tabular-nums', toneText[tone])}
          >
            {formatScore(evaluation.score)}
          </span>{' '}
          / 10
        </p>
      )}
      {evaluation.criteria.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-3">
          {evaluation.criteria.map((item) => (
            <li
              key={item.criterion}
              className="flex flex-col gap-2 rounded-control border border-border bg-surface-muted/40 p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium text-foreground">{item.criterion}</span>
                <Badge tone={ratingTones[item.rating]} data-rating={item.rating}>
                  {item.rating}
                </Badge>
              </div>
              {item.feedback && <p className="text-sm leading-relaxed text-foreground/85">{item.feedback}</p>}
            </li>
          ))}
        </ul>
      )}
      {evaluation.feedback && (
        <p className={clsx('text-sm leading-relaxed text-foreground/85')}>{evaluation.feedback}</p>
      )}
    </div>
  );
}
