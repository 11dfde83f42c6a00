import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate, useNavigation } from 'react-router';
import { CookieConsent } from '../features/consent/cookie-consent';
import { useConsent } from '../lib/consent';
import { paths } from '../lib/paths';
import { setSessionExpiredHandler } from '../lib/session-expiry';
import { ModalsHost } from './modals/modals-host';

/**
 * Error reporting runs only with analytics consent: at load when it was given before, or right after
 * 'Accept all'. The reporter (and Sentry behind it) is downloaded only then.
 */
function useErrorReportingWithConsent() {
  const analytics = useConsent()?.analytics === true;
  useEffect(() => {
    if (!analytics) return;
    void import('../lib/error-reporting').then((m) => m.startErrorReporting()).catch(() => undefined);
  }, [analytics]);
}

/**
 * The top of every route: app-wide modals, the cookie banner, scroll restoration and a bar while a
 * lazy route loads.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  useErrorReportingWithConsent();

  useEffect(() => {
    setSessionExpiredHandler(() => {
      navigate(paths.login, { replace: true });
    });
    return () => setSessionExpiredHandler(null);
  }, [navigate]);

  return (
    <>
      {navigation.state !== 'idle' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-primary"
        />
      )}
      <Outlet />
      <ModalsHost />
      <CookieConsent />
      <ScrollRestoration />
    </>
  );
}
