import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint, from which the dashboard shows two columns. */
const WIDE = '(min-width: 64rem)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
}

const isWide = () => window.matchMedia?.(WIDE).matches ?? false;

/**
 * Whether the dashboard is laid out in two columns. The page puts its parts in the order they are
 * read at that width (left column first when wide, the essentials first on a phone), so keyboard
 * and screen reader order follow what is seen; CSS alone could only move them visually.
 */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
