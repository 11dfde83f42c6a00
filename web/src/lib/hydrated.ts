import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server (prerendering) and during hydration, true from the first render after: the
 * prerendered public pages paint before their script runs, so a form rendered with
 * `disabled={!hydrated}` takes no typing or submit that hydration would lose.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
