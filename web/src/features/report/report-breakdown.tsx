import { clsx } from 'clsx';
import { ChevronDown, CornerDownRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { BreakdownItem, DeliveryMetrics, FollowUpItem } from '../../api/generated/model';
import { readCodeAnswer } from '../../lib/code-answer';
import { CodeBlock } from './code-block';
import { EvaluationView } from './report-evaluation';
import { formatScore, parseEvaluation, scoreTone, toneText } from './report-format';

type Reload = () => Promise<unknown>;

function AnswerText({ text }: { text: string }) {
  if (text.trim() === '') return <p className="text-sm text-muted italic">No answer given.</p>;
  const code = readCodeAnswer(text);
  if (code) return <CodeBlock answer={code} />;
  return <p className="text-sm leading-relaxed whitespace-pre-wrap text-foreground/90">{text}</p>;
}

function Delivery({ delivery }: { delivery: DeliveryMetrics }) {
  const fillers = delivery.fillerWords ?? [];
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-xs font-medium tracking-wide text-muted uppercase">Delivery</h4>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-muted">Words per minute:</dt>
          <dd className="font-medium text-foreground">{Math.round(delivery.wordsPerMinute)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted">Filler words:</dt>
          <dd className="font-medium text-foreground">
            {fillers.length === 0
              ? 'None'
              : fillers.map((filler) => `${filler.word} (${filler.count})`).join(', ')}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function FollowUp({
  followUp,
  index,
  onReevaluated,
}: {
  followUp: FollowUpItem;
  index: number;
  onReevaluated: Reload;
}) {
  return (
    <li className="flex flex-col gap-3 border-l-2 border-border pl-4">
      <h4 className="flex items-start gap-2 text-sm font-semibold text-foreground">
        <CornerDownRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
        <span>
          <span className="sr-only">Follow-up {index + 1}: </span>
          {followUp.question_text}
        </span>
      </h4>
      <AnswerText text={followUp.answer_text} />
      <EvaluationView
        evaluation={parseEvaluation(followUp.evaluation_result)}
        answerId={followUp.answer_id}
        onReevaluated={onReevaluated}
        showScore
      />
    </li>
  );
}

function Entry({
  item,
  index,
  open,
  onToggle,
  onReevaluated,
}: {
  item: BreakdownItem;
  index: number;
  open: boolean;
  onToggle: () => void;
  onReevaluated: Reload;
}) {
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const followUps = item.follow_ups ?? [];
  // the thread's score averages its answers: each answer then shows its own score beside it
  const threaded = followUps.length > 0;
  const tone = scoreTone(item.thread_score);

  return (
    <li className="rounded-card border border-border bg-surface shadow-soft">
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="focus-ring flex w-full cursor-pointer items-start gap-3 rounded-card p-4 text-left transition-colors hover:bg-surface-muted/60 sm:p-5"
        >
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="text-xs font-medium tracking-wide text-muted uppercase">
              Question {index + 1}
            </span>
            <span className="text-sm font-semibold text-foreground sm:text-base">{item.question_text}</span>
          </span>
          <span className="flex shrink-0 flex-col items-end">
            <span className={clsx('text-sm font-semibold tabular-nums', toneText[tone])}>
              <span className="sr-only">{threaded ? 'Score with follow-ups: ' : 'Score: '}</span>
              {formatScore(item.thread_score)}
              <span className="font-normal text-muted"> / 10</span>
            </span>
            {threaded && (
              <span aria-hidden="true" className="text-xs font-normal text-muted">
                with follow-ups
              </span>
            )}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={clsx('mt-0.5 size-5 shrink-0 text-muted transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <section
        id={panelId}
        aria-labelledby={buttonId}
        hidden={!open}
        className="flex flex-col gap-5 border-t border-border p-4 sm:p-5"
      >
        <div className="flex flex-col gap-2">
          <h4 className="text-xs font-medium tracking-wide text-muted uppercase">Your Answer</h4>
          <AnswerText text={item.answer_text} />
        </div>
        <div className="flex flex-col gap-2">
          <h4 className="text-xs font-medium tracking-wide text-muted uppercase">Evaluation</h4>
          <EvaluationView
            evaluation={parseEvaluation(item.evaluation_result)}
            answerId={item.answer_id}
            onReevaluated={onReevaluated}
            showScore={threaded}
          />
        </div>
        {item.delivery && <Delivery delivery={item.delivery} />}
        {followUps.length > 0 && (
          <div className="flex flex-col gap-3">
            <h4 className="text-xs font-medium tracking-wide text-muted uppercase">Follow-up Questions</h4>
            <ul className="flex flex-col gap-5">
              {followUps.map((followUp, followIndex) => (
                <FollowUp
                  key={followUp.answer_id}
                  followUp={followUp}
                  index={followIndex}
                  onReevaluated={onReevaluated}
                />
              ))}
            </ul>
          </div>
        )}
      </section>
    </li>
  );
}

/** Each main question with its answer, evaluation and follow-ups; the first entry starts open. */
export function Breakdown({ items, onReevaluated }: { items: BreakdownItem[]; onReevaluated: Reload }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(items[0] ? [items[0].answer_id] : []));

  const toggle = (answerId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(answerId)) next.delete(answerId);
      else next.add(answerId);
      return next;
    });

  if (items.length === 0) {
    return <p className="text-sm text-muted">No answers were recorded in this session.</p>;
  }

  return (
    <ol className="flex flex-col gap-3">
      {items.map((item, index) => (
        <Entry
          key={item.answer_id}
          item={item}
          index={index}
          open={open.has(item.answer_id)}
          onToggle={() => toggle(item.answer_id)}
          onReevaluated={onReevaluated}
        />
      ))}
    </ol>
  );
}
