import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { clearToken, getTokenStatus, useStoredToken } from '../../lib/auth-token';
import { paths } from '../../lib/paths';
import { refreshAccessToken } from '../../lib/token-refresh';

/** An access token that expired while the browser was away: try the refresh cookie once. */
function SessionRestore() {
  useEffect(() => {
    let current = true;
    refreshAccessToken().then((token) => {
      if (current && !token) clearToken();
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <div className="flex min-h-dvh items-center justify-center text-primary">
      <Spinner size="lg" label="Restoring your session" />
    </div>
  );
}

/** A stored token we cannot read is useless: drop it, which re-renders the guard into /login. */
function DiscardToken() {
  useEffect(() => clearToken(), []);
  return null;
}

/** Login-required routes. No token -> /login; unreadable token -> removed, /login. */
export function RequireAuth() {
  const token = useStoredToken();
  const location = useLocation();
  const status = getTokenStatus(token);

  if (status === 'valid') return <Outlet />;
  if (status === 'expired') return <SessionRestore />;
  if (status === 'invalid') return <DiscardToken />;
  return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
}
