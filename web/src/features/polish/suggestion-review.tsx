import { Check, Undo2, X } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { Decision } from './polish-state';
import { wordDiff } from './word-diff';

/** The suggestion against the original, word by word: removed words struck out, added ones underlined. */
export function WordDiff({ original, suggested }: { original: string; suggested: string }) {
  const parts = useMemo(() => wordDiff(original, suggested), [original, suggested]);
  return (
    <p data-testid="word-diff" className="text-sm leading-relaxed break-words whitespace-pre-wrap">
      {parts.map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === 'removed') {
          return (
            <del
              key={key}
              className="rounded-sm bg-danger/12 text-foreground/80 line-through decoration-danger decoration-2"
            >
              <span className="sr-only">[removed: </span>
              {part.text}
              <span className="sr-only">]</span>
            </del>
          );
        }
        if (part.kind === 'added') {
          return (
            <ins
              key={key}
              className="rounded-sm bg-success/15 text-foreground underline decoration-success decoration-2 underline-offset-2"
            >
              <span className="sr-only">[added: </span>
              {part.text}
              <span className="sr-only">]</span>
            </ins>
          );
        }
        return <span key={key}>{part.text}</span>;
      })}
    </p>
  );
}

function Plain({ text }: { text: string }) {
  return <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{text}</p>;
}

const decisionBadges: Record<Decision, { tone: 'primary' | 'success' | 'neutral'; label: string }> = {
  pending: { tone: 'primary', label: 'Suggested change' },
  accepted: { tone: 'success', label: 'Accepted' },
  rejected: { tone: 'neutral', label: 'Rejected' },
};

type SuggestionReviewProps = {
  /** What the suggestion is for, in the buttons' accessible names (e.g. 'Professional Summary'). */
  subject: string;
  original: string;
  suggested: string;
  reasoning: string;
  decision: Decision;
  onDecide: (decision: Decision) => void;
};

/**
 * One suggestion: while pending, the word diff with Accept and Reject (spec: shown only then); once
 * decided, the text the resume now uses and an Undo back to pending.
 */
export function SuggestionReview({
  subject,
  original,
  suggested,
  reasoning,
  decision,
  onDecide,
}: SuggestionReviewProps) {
  const badge = decisionBadges[decision];
  // Accept, Reject and Undo replace each other: keep the keyboard where the person was.
  const actions = useRef<HTMLDivElement>(null);
  const decided = useRef(false);
  // after every render: the one that follows a decision finds the flag set
  useEffect(() => {
    if (!decided.current) return;
    decided.current = false;
    actions.current?.querySelector('button')?.focus();
  });
  const decide = (next: Decision) => {
    decided.current = true;
    onDecide(next);
  };
  return (
    <div className="flex flex-col gap-3" data-decision={decision}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={badge.tone}>{badge.label}</Badge>
        {decision === 'pending' && (
          <span aria-hidden="true" className="flex flex-wrap gap-2 text-xs text-muted">
            <span className="rounded-sm bg-danger/12 px-1 line-through decoration-danger">removed</span>
            <span className="rounded-sm bg-success/15 px-1 underline decoration-success">added</span>
          </span>
        )}
      </div>
      {decision === 'pending' && <WordDiff original={original} suggested={suggested} />}
      {decision === 'accepted' && <Plain text={suggested} />}
      {decision === 'rejected' && <Plain text={original} />}
      {decision === 'pending' && reasoning.trim() !== '' && (
        <p className="text-xs text-muted">
          <span className="font-medium text-foreground/80">Why: </span>
          {reasoning}
        </p>
      )}
      <div ref={actions} className="flex flex-wrap gap-2">
        {decision === 'pending' ? (
          <>
            <Button
              size="sm"
              onClick={() => decide('accepted')}
              aria-label={`Accept suggestion for ${subject}`}
            >
              <Check aria-hidden="true" className="size-4" />
              Accept
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => decide('rejected')}
              aria-label={`Reject suggestion for ${subject}`}
            >
              <X aria-hidden="true" className="size-4" />
              Reject
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => decide('pending')}
            aria-label={`Undo ${decision === 'accepted' ? 'accepting' : 'rejecting'} the suggestion for ${subject}`}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            Undo
          </Button>
        )}
      </div>
    </div>
  );
}
