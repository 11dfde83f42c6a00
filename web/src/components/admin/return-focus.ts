import { useRef } from 'react';

/**
 * Handlers for a Radix dialog opened without its own Trigger (from a table row, from a state
 * change): remember what had focus when it opened and give focus back there when it closes.
 * Radix would otherwise focus its missing trigger, leaving keyboard users at the top of the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
