import { clsx } from 'clsx';
import { Cookie } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { saveConsent } from '../../lib/consent';
import { paths } from '../../lib/paths';

/** Spec: after a choice the banner slides away over 0.5 s. */
export const COOKIE_BANNER_SLIDE_MS = 500;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Asks for cookie consent: essential cookies are always on, analytics (error reports) is optional.
 * The choice is stored at once; the banner then slides away and calls `onClosed` to unmount.
 */
export function CookieBanner({ onClosed }: { onClosed: () => void }) {
  const [leaving, setLeaving] = useState(false);
  const [customising, setCustomising] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const titleId = useId();
  const analyticsBox = useRef<HTMLInputElement>(null);

  // 'Customise' disappears when pressed: keep keyboard focus on what it revealed
  useEffect(() => {
    if (customising) analyticsBox.current?.focus();
  }, [customising]);

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(onClosed, prefersReducedMotion() ? 0 : COOKIE_BANNER_SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, onClosed]);

  const choose = (withAnalytics: boolean) => {
    if (leaving) return;
    saveConsent(withAnalytics);
    setLeaving(true);
  };

  return (
    <section
      aria-labelledby={titleId}
      data-leaving={leaving || undefined}
      inert={leaving || undefined}
      className={clsx(
        'fixed inset-x-3 bottom-3 z-40 flex flex-col gap-3 rounded-card border border-border bg-surface p-4 text-sm shadow-pop sm:right-auto sm:left-4 sm:max-w-md',
        'transition duration-500 ease-in print:hidden',
        leaving && 'translate-y-[calc(100%+1.5rem)] opacity-0',
      )}
    >
      <div className="flex items-start gap-3">
        <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="font-semibold text-foreground">
            Cookies
          </h2>
          <p className="text-muted">
            We use essential cookies to keep you signed in and the app working. With your permission we also
            use analytics to report errors so we can fix them. See our{' '}
            <Link
              to={paths.privacy}
              className="focus-ring rounded-sm text-primary underline underline-offset-2 hover:text-primary-hover"
            >
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </div>
      {customising && (
        <fieldset className="flex flex-col gap-2 rounded-control border border-border p-3">
          <legend className="px-1 text-xs font-medium text-muted">Cookie preferences</legend>
          {/* plain inputs rather than ui/Checkbox: sharing it with the login page would cost every
              page's first download another chunk name in the preload map */}
          <label className="flex items-center gap-2 text-foreground">
            <input type="checkbox" checked disabled className="size-4 accent-primary" />
            Essential (always on)
          </label>
          <label className="flex cursor-pointer items-center gap-2 text-foreground">
            <input
              ref={analyticsBox}
              type="checkbox"
              checked={analytics}
              onChange={(event) => setAnalytics(event.target.checked)}
              className="focus-ring size-4 cursor-pointer accent-primary"
            />
            Analytics (error reports)
          </label>
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => choose(true)}>
          Accept all
        </Button>
        <Button size="sm" variant="secondary" onClick={() => choose(false)}>
          Reject non-essential
        </Button>
        {customising ? (
          <Button size="sm" variant="secondary" onClick={() => choose(analytics)}>
            Save choices
          </Button>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setCustomising(true)}>
            Customise
          </Button>
        )}
      </div>
    </section>
  );
}
