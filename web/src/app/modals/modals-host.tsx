import { lazy, Suspense, useEffect, useState } from 'react';
import { useUiState } from '../../lib/ui-store';

const loadModals = () => import('./app-modals');
const AppModals = lazy(() => loadModals().then((module) => ({ default: module.AppModals })));

/**
 * Mounts the app-wide modals the first time one opens, so their dialog code stays out of the
 * landing page's download; routes that call the API prefetch it (usePrefetchModals).
 */
export function ModalsHost() {
  const anyOpen = useUiState((state) => state.upgradeModal.open || state.errorModal.open);
  const [mounted, setMounted] = useState(false);
  if (anyOpen && !mounted) setMounted(true);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <AppModals />
    </Suspense>
  );
}

/**
 * Downloads the modals' chunk when the browser is idle. Called under the query scope, where an API
 * answer can open one; the landing page, which calls nothing, never pays for it.
 */
export function usePrefetchModals() {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(() => void loadModals());
    return () => window.cancelIdleCallback(id);
  }, []);
}
