import { type TourStep, tourSelector } from './tour-definitions';
import type { Box, Size } from './tour-geometry';

/** The element a step points at, when it is on the page. */
export function findTarget(step: TourStep | undefined): HTMLElement | null {
  return step ? document.querySelector<HTMLElement>(tourSelector(step.target)) : null;
}

export function toBox(rect: DOMRect): Box {
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

export function viewportSize(): Size {
  return {
    width: document.documentElement.clientWidth || window.innerWidth,
    height: document.documentElement.clientHeight || window.innerHeight,
  };
}

/** The bottom of a header that stays on screen while the page scrolls, which would hide a target. */
export function stickyHeaderBottom(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  if (position !== 'sticky' && position !== 'fixed') return 0;
  return Math.max(0, header.getBoundingClientRect().bottom);
}

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(
    container.querySelectorAll<HTMLElement>(
      'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])',
    ),
  );
}
