import { Navigate, Outlet } from 'react-router';
import { getTokenRole, useStoredToken } from '../../lib/auth-token';
import { paths } from '../../lib/paths';

/** Admin area: role admin or support from the stored token; anything else (or no role) -> /dashboard. */
export function RequireStaff() {
  const role = getTokenRole(useStoredToken());
  if (role === 'admin' || role === 'support') return <Outlet />;
  return <Navigate to={paths.dashboard} replace />;
}
