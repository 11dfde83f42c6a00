import { lazy, Suspense, useEffect, useState } from 'react';
import { useUiState } from '../../lib/ui-store';

const loadModals = () => import('./app-modals');
const AppModals = lazy(() => loadModals().then((module) => ({ default: module.AppModals })));

/**
 * Mounts the app-wide modals the first time one opens, so their dialog code stays out of the
 * landing page's initial download; the chunk is prefetched when the browser is idle.
 */
export function ModalsHost() {
  const anyOpen = useUiState((state) => state.upgradeModal.open || state.errorModal.open);
  const [mounted, setMounted] = useState(false);
  if (anyOpen && !mounted) setMounted(true);

  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(() => void loadModals());
    return () => window.cancelIdleCallback(id);
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <AppModals />
    </Suspense>
  );
}
