import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { clearToken, getTokenStatus, useStoredToken } from '../../lib/auth-token';
import { paths } from '../../lib/paths';

/** '/': a stored token goes to /dashboard (which restores an expired session); otherwise the landing page. */
export function RedirectIfSignedIn() {
  const status = getTokenStatus(useStoredToken());

  useEffect(() => {
    if (status === 'invalid') clearToken();
  }, [status]);

  if (status === 'valid' || status === 'expired') return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
