import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../lib/hydrated';
import { useConsent } from '../../lib/consent';

// The banner's own module loads only for someone who has not chosen yet, so it adds nothing to the
// first download of everyone else (the landing page is close to its size budget).
const CookieBanner = lazy(() => import('./cookie-banner').then((m) => ({ default: m.CookieBanner })));

/**
 * Mounted on every layout (spec: cookie banner): shows the banner until a choice is stored, keeps it
 * while it slides away, and shows it again when 'Cookie settings' forgets the choice.
 */
export function CookieConsent() {
  const consent = useConsent();
  // never part of a prerendered page: hydration does not wait for the banner's module; and opened
  // only once hydrated, when the stored choice is read (while hydrating, the choice reads as the
  // prerendered page's: none)
  const inBrowser = useHydrated();
  const [open, setOpen] = useState(false);
  if (inBrowser && consent === null && !open) setOpen(true);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner onClosed={() => setOpen(false)} />
    </Suspense>
  );
}
