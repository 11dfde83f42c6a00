import { clsx } from 'clsx';
import { type KeyboardEvent, type Ref, useId } from 'react';
import { Button } from '../../components/ui/button';
import type { TourStep } from './tour-definitions';
import type { TourLayout } from './tour-geometry';

type TourTooltipProps = {
  ref: Ref<HTMLDivElement>;
  primaryRef: Ref<HTMLButtonElement>;
  /** The tour's accessible name, e.g. 'Dashboard tour'. */
  label: string;
  steps: TourStep[];
  index: number;
  /** Unknown until the tooltip has been measured: it is then laid out but hidden. */
  layout: TourLayout | null;
  onBack: () => void;
  onNext: () => void;
  onSkip: () => void;
};

/** The step's card: progress, title and text, and Skip tour, Back and Next / Finish. Arrow keys page. */
export function TourTooltip({
  ref,
  primaryRef,
  label,
  steps,
  index,
  layout,
  onBack,
  onNext,
  onSkip,
}: TourTooltipProps) {
  const titleId = useId();
  const bodyId = useId();
  const step = steps[index];
  const last = index === steps.length - 1;

  const onArrowKeys = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') onNext();
    else if (event.key === 'ArrowLeft') onBack();
  };

  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      aria-describedby={`${titleId} ${bodyId}`}
      data-placement={layout?.placement}
      onKeyDown={onArrowKeys}
      className="fixed z-[71] flex max-h-[calc(100dvh-20px)] w-[min(22rem,calc(100vw-20px))] flex-col gap-3 overflow-y-auto rounded-card border border-border bg-surface p-5 text-foreground shadow-pop"
      style={{
        top: layout?.tooltip.top ?? 0,
        left: layout?.tooltip.left ?? 0,
        visibility: layout ? 'visible' : 'hidden',
      }}
    >
      <div aria-live="polite">
        <div key={step?.target} className="flex animate-fade-in flex-col gap-1.5">
          <p className="text-xs font-medium tracking-wide text-primary uppercase">
            Step {index + 1} of {steps.length}
          </p>
          <h2 id={titleId} className="text-base font-semibold tracking-tight">
            {step?.title}
          </h2>
          <p id={bodyId} className="text-sm leading-relaxed text-muted">
            {step?.body}
          </p>
        </div>
      </div>
      {steps.length > 1 && (
        <div aria-hidden="true" className="flex gap-1.5">
          {steps.map((item, position) => (
            <span
              key={item.target}
              className={clsx(
                'h-1.5 rounded-pill transition-all',
                position === index ? 'w-4 bg-primary' : 'w-1.5 bg-border-strong',
              )}
            />
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2 pt-1">
        {!last && (
          <Button variant="ghost" size="sm" className="-ml-2 text-muted" onClick={onSkip}>
            Skip tour
          </Button>
        )}
        <div className="ml-auto flex gap-2">
          {index > 0 && (
            <Button variant="secondary" size="sm" onClick={onBack}>
              Back
            </Button>
          )}
          <Button ref={primaryRef} size="sm" onClick={onNext}>
            {last ? 'Finish' : 'Next'}
          </Button>
        </div>
      </div>
    </div>
  );
}
