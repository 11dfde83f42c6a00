import { useEffect, useState } from 'react';
import type { TourDefinition, TourStep } from './tour-definitions';
import { findTarget } from './tour-dom';

/** How long a tour waits for its first stop to render before starting from whatever stop is there. */
export const FIRST_TARGET_WAIT_MS = 3000;

/**
 * Waits until the tour's first stop is on the page (or, after a while, any stop), then returns the
 * steps whose targets exist.
 */
export function useReadySteps(tour: TourDefinition): TourStep[] | null {
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
