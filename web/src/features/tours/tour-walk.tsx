import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { TourDefinition, TourStep } from './tour-definitions';
import { findTarget } from './tour-dom';
import { TourBackdrop, TourSpotlight } from './tour-spotlight';
import { TourTooltip } from './tour-tooltip';
import { useReadySteps } from './use-ready-steps';
import { useRestoreFocus, useTooltipKeys } from './use-tour-focus';
import { useTourLayout } from './use-tour-layout';

type TourWalkProps = {
  tour: TourDefinition;
  /** The last step's Finish. */
  onFinish: () => void;
  /** Skip, or Escape. */
  onSkip: () => void;
};

/**
 * Walks a tour: dims the page, highlights the current step's target, and shows a tooltip with Back,
 * Next / Finish and Skip. Escape skips; focus stays in the tooltip until the tour ends and then goes
 * back where it was. Steps whose target is gone are passed over.
 */
export function TourWalk({ tour, onFinish, onSkip }: TourWalkProps) {
  const steps = useReadySteps(tour);
  if (!steps || steps.length === 0) return null;
  return <TourSteps key={tour.key} tour={tour} steps={steps} onFinish={onFinish} onSkip={onSkip} />;
}

function TourSteps({
  tour,
  steps,
  onFinish,
  onSkip,
}: TourWalkProps & {
  steps: TourStep[];
}) {
  const [index, setIndex] = useState(0);
  const [direction, setDirection] = useState<1 | -1>(1);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const step = steps[index];
  const { layout, measure } = useTourLayout(step, tooltipRef);

  // The latest finish callback for the effects below, without re-running them.
  const finishRef = useRef(onFinish);
  finishRef.current = onFinish;

  useRestoreFocus();
  useTooltipKeys(tooltipRef, onSkip);

  // A step whose target has gone is passed over in the direction of travel.
  const targetMissing = !findTarget(step);
  useLayoutEffect(() => {
    if (!targetMissing) return;
    const next = index + direction;
    if (next >= steps.length) finishRef.current();
    else if (next < 0) setDirection(1);
    else setIndex(next);
  }, [targetMissing, index, direction, steps.length]);

  useLayoutEffect(() => {
    if (targetMissing) return;
    measure(true);
    primaryRef.current?.focus({ preventScroll: true });
  }, [measure, targetMissing]);

  // Moves to the next (or previous) step whose target is on the page; past the last one finishes.
  const go = useCallback(
    (delta: 1 | -1) => {
      let next = index + delta;
      while (next >= 0 && next < steps.length && !findTarget(steps[next])) next += delta;
      if (next >= steps.length) {
        finishRef.current();
        return;
      }
      if (next < 0) return;
      setDirection(delta);
      setIndex(next);
    },
    [index, steps],
  );

  if (!step || targetMissing) return null;

  // On <body>, above everything the page renders, as dialogs are.
  return createPortal(
    <>
      <TourBackdrop onPress={() => primaryRef.current?.focus({ preventScroll: true })} />
      {layout && <TourSpotlight layout={layout} />}
      <TourTooltip
        ref={tooltipRef}
        primaryRef={primaryRef}
        label={tour.label}
        steps={steps}
        index={index}
        layout={layout}
        onBack={() => go(-1)}
        onNext={() => go(1)}
        onSkip={onSkip}
      />
    </>,
    document.body,
  );
}
