import { clsx } from 'clsx';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../components/ui/button';
import { type TourDefinition, type TourStep, tourSelector } from './tour-definitions';
import {
  type Box,
  dimPath,
  layoutTour,
  scrollDelta,
  TOUR_HIGHLIGHT_RADIUS,
  type TourLayout,
} from './tour-geometry';

/** How long a tour waits for its first stop to render before starting from whatever stop is there. */
export const FIRST_TARGET_WAIT_MS = 3000;

type TourWalkProps = {
  tour: TourDefinition;
  /** The last step's Finish. */
  onFinish: () => void;
  /** Skip, or Escape. */
  onSkip: () => void;
};

function findTarget(step: TourStep | undefined): HTMLElement | null {
  return step ? document.querySelector<HTMLElement>(tourSelector(step.target)) : null;
}

function toBox(rect: DOMRect): Box {
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

function viewportSize() {
  return {
    width: document.documentElement.clientWidth || window.innerWidth,
    height: document.documentElement.clientHeight || window.innerHeight,
  };
}

/** The bottom of a header that stays on screen while the page scrolls, which would hide a target. */
function stickyHeaderBottom(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  if (position !== 'sticky' && position !== 'fixed') return 0;
  return Math.max(0, header.getBoundingClientRect().bottom);
}

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(
    container.querySelectorAll<HTMLElement>(
      'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])',
    ),
  );
}

/**
 * Waits until the tour's first stop is on the page (or, after a while, any stop), then returns the
 * steps whose targets exist.
 */
function useReadySteps(tour: TourDefinition): TourStep[] | null {
  const [steps, setSteps] = useState<TourStep[] | null>(null);

  useEffect(() => {
    setSteps(null);
    let acceptAny = false;
    const tryStart = () => {
      const present = tour.steps.filter((step) => findTarget(step) !== null);
      if (findTarget(tour.steps[0]) || (acceptAny && present.length > 0)) {
        setSteps(present);
        return true;
      }
      return false;
    };
    if (tryStart()) return;
    const observer = new MutationObserver(() => {
      if (tryStart()) stop();
    });
    const timer = window.setTimeout(() => {
      acceptAny = true;
      if (tryStart()) stop();
    }, FIRST_TARGET_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-tour'],
    });
    return stop;
  }, [tour]);

  return steps;
}

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
  const [layout, setLayout] = useState<TourLayout | null>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const step = steps[index];
  const last = index === steps.length - 1;

  // Keep the latest callbacks for the document listeners without re-subscribing them.
  const handlers = useRef({ onFinish, onSkip });
  handlers.current = { onFinish, onSkip };

  // Focus returns to where it was when the tour ends.
  const [focusedBefore] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      if (focusedBefore?.isConnected) focusedBefore.focus({ preventScroll: true });
    },
    [focusedBefore],
  );

  const measure = useCallback(
    (scrollIntoView: boolean) => {
      const target = findTarget(step);
      const tooltip = tooltipRef.current;
      if (!target || !tooltip) return;
      const viewport = viewportSize();
      const size = { width: tooltip.offsetWidth, height: tooltip.offsetHeight };
      let box = toBox(target.getBoundingClientRect());
      if (scrollIntoView) {
        const delta = scrollDelta(box, size, viewport, stickyHeaderBottom());
        if (delta !== 0) {
          window.scrollTo({ top: window.scrollY + delta, behavior: 'instant' });
          box = toBox(target.getBoundingClientRect());
        }
      }
      setLayout(layoutTour(box, size, viewport));
    },
    [step],
  );

  // A step whose target has gone is passed over in the direction of travel.
  const targetMissing = !findTarget(step);
  useLayoutEffect(() => {
    if (!targetMissing) return;
    const next = index + direction;
    if (next >= steps.length) handlers.current.onFinish();
    else if (next < 0) setDirection(1);
    else setIndex(next);
  }, [targetMissing, index, direction, steps.length]);

  useLayoutEffect(() => {
    if (targetMissing) return;
    measure(true);
    primaryRef.current?.focus({ preventScroll: true });
  }, [measure, targetMissing]);

  // Follow the target when the page scrolls or resizes, or the target or tooltip change size.
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => measure(false));
    };
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, true);
    const observer = new ResizeObserver(schedule);
    const target = findTarget(step);
    if (target) observer.observe(target);
    if (tooltipRef.current) observer.observe(tooltipRef.current);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
      observer.disconnect();
    };
  }, [measure, step]);

  // Moves to the next (or previous) step whose target is on the page; past the last one finishes.
  const go = useCallback(
    (delta: 1 | -1) => {
      let next = index + delta;
      while (next >= 0 && next < steps.length && !findTarget(steps[next])) next += delta;
      if (next >= steps.length) {
        handlers.current.onFinish();
        return;
      }
      if (next < 0) return;
      setDirection(delta);
      setIndex(next);
    },
    [index, steps],
  );

  // Escape skips; Tab stays inside the tooltip, wherever focus was.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const tooltip = tooltipRef.current;
      if (!tooltip) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        handlers.current.onSkip();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(tooltip);
      const first = focusable[0];
      const lastFocusable = focusable[focusable.length - 1];
      if (!first || !lastFocusable) return;
      const active = document.activeElement;
      if (!tooltip.contains(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        lastFocusable.focus();
      } else if (!event.shiftKey && active === lastFocusable) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);

  const onArrowKeys = (event: ReactKeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };

  if (!step || targetMissing) return null;

  // On <body>, above everything the page renders, as dialogs are.
  return createPortal(
    <>
      {/* Blocks the page while the tour runs; clicking it keeps focus in the tooltip. */}
      <div
        aria-hidden="true"
        data-testid="tour-backdrop"
        className="fixed inset-0 z-[70]"
        onMouseDown={(event) => {
          event.preventDefault();
          primaryRef.current?.focus({ preventScroll: true });
        }}
      />
      {layout && (
        <>
          {/* The page dimmed everywhere except the highlight, and a ring around the highlight. */}
          <div
            aria-hidden="true"
            data-testid="tour-highlight"
            className="pointer-events-none fixed inset-0 z-[70] bg-overlay"
            style={{ clipPath: `path(evenodd, '${dimPath(layout.highlight, layout.viewport)}')` }}
          />
          <div
            aria-hidden="true"
            className="pointer-events-none fixed z-[70] border-2 border-primary"
            style={{
              top: layout.highlight.top,
              left: layout.highlight.left,
              width: layout.highlight.width,
              height: layout.highlight.height,
              borderRadius: TOUR_HIGHLIGHT_RADIUS,
            }}
          />
        </>
      )}
      <div
        ref={tooltipRef}
        role="dialog"
        aria-modal="true"
        aria-label={tour.label}
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
          <div key={step.target} className="flex animate-fade-in flex-col gap-1.5">
            <p className="text-xs font-medium tracking-wide text-primary uppercase">
              Step {index + 1} of {steps.length}
            </p>
            <h2 id={titleId} className="text-base font-semibold tracking-tight">
              {step.title}
            </h2>
            <p id={bodyId} className="text-sm leading-relaxed text-muted">
              {step.body}
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
              <Button variant="secondary" size="sm" onClick={() => go(-1)}>
                Back
              </Button>
            )}
            <Button ref={primaryRef} size="sm" onClick={() => go(1)}>
              {last ? 'Finish' : 'Next'}
            </Button>
          </div>
        </div>
      </div>
    </>,
    document.body,
  );
}
