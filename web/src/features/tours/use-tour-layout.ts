import { type RefObject, useCallback, useEffect, useState } from 'react';
import type { TourStep } from './tour-definitions';
import { findTarget, stickyHeaderBottom, toBox, viewportSize } from './tour-dom';
import { layoutTour, scrollDelta, type TourLayout } from './tour-geometry';

/**
 * Where the highlight and the tooltip go for `step`. `measure(true)` also scrolls the page so the
 * step can be read; afterwards the layout follows the target when the page scrolls or resizes, or
 * the target or tooltip change size.
 */
export function useTourLayout(step: TourStep | undefined, tooltipRef: RefObject<HTMLElement | null>) {
  const [layout, setLayout] = useState<TourLayout | null>(null);

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
    [step, tooltipRef],
  );

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
  }, [measure, step, tooltipRef]);

  return { layout, measure };
}
