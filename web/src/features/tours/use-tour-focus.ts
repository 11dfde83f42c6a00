import { type RefObject, useEffect, useRef, useState } from 'react';
import { focusableIn } from './tour-dom';

/** Focus goes back where it was when the tour ends. */
export function useRestoreFocus() {
  const [focusedBefore] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      if (focusedBefore?.isConnected) focusedBefore.focus({ preventScroll: true });
    },
    [focusedBefore],
  );
}

/** Escape calls `onEscape`; Tab stays inside the tooltip, wherever focus was. */
export function useTooltipKeys(tooltipRef: RefObject<HTMLElement | null>, onEscape: () => void) {
  // The latest callback, without re-subscribing the document listener.
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const tooltip = tooltipRef.current;
      if (!tooltip) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(tooltip);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (!tooltip.contains(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [tooltipRef]);
}
