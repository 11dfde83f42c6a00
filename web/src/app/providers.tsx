import { type ReactNode, useEffect } from 'react';
import { applyTheme, getStoredTheme } from '../lib/theme';

/**
 * What the whole app shares above the router. Theme and UI state (the modals) are external stores
 * in lib/, so they need no context; TanStack Query is provided by the lazy QueryScope route so the
 * landing page stays small. The theme is re-applied here in case the inline pre-paint script was
 * blocked (e.g. by a strict Content Security Policy).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    applyTheme(getStoredTheme());
  }, []);
  return children;
}
