import { RotateCcw } from 'lucide-react';
import { useRef } from 'react';
import type { WorkExperience } from '../../api/generated/model';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { polishMessages } from './polish-messages';
import { dateRange } from './polish-markdown';
import type { Decision, ExperienceReview as Review } from './polish-state';
import { SuggestionReview } from './suggestion-review';

type ExperienceReviewProps = {
  experience: WorkExperience;
  review: Review;
  /** The stream is still running and this experience has no suggestion yet. */
  waiting: boolean;
  /** The server is polishing this one now. */
  processing: boolean;
  onDecide: (decision: Decision) => void;
  onRetry: () => void;
};

function Original({ text }: { text: string }) {
  return <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-foreground/85">{text}</p>;
}

/**
 * One work experience with its suggestion, or its progress: 'To be Polished' before its turn,
 * 'Polishing...' during it (or a Retry), 'Could not polish this section.' with Retry if it failed.
 */
export function ExperienceReview({
  experience,
  review,
  waiting,
  processing,
  onDecide,
  onRetry,
}: ExperienceReviewProps) {
  const title = [experience.standardizedJobTitle, experience.company].filter(Boolean).join(' at ');
  const article = useRef<HTMLElement>(null);
  const retry = () => {
    // The Retry button goes away while it runs: keep the keyboard on this experience.
    article.current?.focus();
    onRetry();
  };
  const details = [experience.location, dateRange(experience)].filter(Boolean).join(' · ');

  let body = <Original text={experience.description} />;
  if (review.retrying || (processing && !review.suggestion)) {
    body = (
      <>
        <p role="status" className="w-fit">
          <Badge tone="primary">
            <Spinner size="sm" label={null} />
            {polishMessages.polishing}
          </Badge>
        </p>
        <Original text={experience.description} />
      </>
    );
  } else if (review.suggestion?.keptAsWritten) {
    // nothing to accept or reject: the role is saved exactly as the resume writes it
    body = (
      <>
        <Badge tone="warning" className="w-fit">
          {polishMessages.keptAsWritten}
        </Badge>
        <p className="text-sm text-muted">{review.suggestion.reasoning}</p>
        {experience.heading && <Original text={experience.heading} />}
        <Original text={experience.description} />
      </>
    );
  } else if (review.suggestion) {
    body = (
      <SuggestionReview
        subject={title}
        original={review.suggestion.original}
        suggested={review.suggestion.suggested}
        reasoning={review.suggestion.reasoning}
        decision={review.decision}
        onDecide={onDecide}
      />
    );
  } else if (review.failed) {
    body = (
      <>
        <Alert
          tone="danger"
          action={
            <Button size="sm" variant="secondary" onClick={retry} aria-label={`Retry polishing ${title}`}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          }
        >
          {polishMessages.sectionFailed}
        </Alert>
        <Original text={experience.description} />
      </>
    );
  } else if (waiting) {
    body = (
      <>
        <Badge className="w-fit">{polishMessages.toBePolished}</Badge>
        <Original text={experience.description} />
      </>
    );
  }

  return (
    <article
      ref={article}
      tabIndex={-1}
      aria-label={title}
      aria-busy={review.retrying || processing || undefined}
      className="flex flex-col gap-3 rounded-control focus:outline-none"
    >
      <header className="flex flex-col gap-0.5">
        <h4 className="font-semibold text-foreground">{title}</h4>
        {details && <p className="text-sm text-muted">{details}</p>}
      </header>
      {body}
    </article>
  );
}
