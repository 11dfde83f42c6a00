import { clearToken, getToken } from './auth-token';

export const LOGOUT_URL = '/api/auth/logout';

/**
 * Forgets the session locally at once and asks the server to revoke the refresh cookie.
 * The server call's failures are ignored (spec: logout).
 */
export function signOut(): void {
  const token = getToken();
  clearToken();
  fetch(LOGOUT_URL, {
    method: 'POST',
    credentials: 'include',
    headers: token ? { 'x-auth-token': token } : {},
  }).catch(() => undefined);
}
