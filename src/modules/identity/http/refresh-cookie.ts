import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Session } from '../application/session-issuer.ts';

const REFRESH_COOKIE = 'refresh_token';
const STATE_COOKIE = 'oauth_state';
const PATH = '/api/auth';

/**
 * HttpOnly, SameSite, scoped to the auth endpoints, Secure when the product is served over https;
 * persistent only for 'Remember me' sessions, otherwise it ends with the browser.
 */
export function setRefreshCookie(c: Context, session: Session, secure: boolean): void {
  if (!session.refreshToken) return;
  setCookie(c, REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: PATH,
    ...(session.persistent ? { expires: session.refreshExpiresAt } : {}),
  });
}

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, REFRESH_COOKIE);
}

export function clearRefreshCookie(c: Context, secure: boolean): void {
  deleteCookie(c, REFRESH_COOKIE, { path: PATH, secure, httpOnly: true, sameSite: 'Lax' });
}

export function setStateCookie(c: Context, state: string, secure: boolean): void {
  setCookie(c, STATE_COOKIE, state, { httpOnly: true, sameSite: 'Lax', secure, path: PATH, maxAge: 600 });
}

export function takeStateCookie(c: Context, secure: boolean): string | undefined {
  const state = getCookie(c, STATE_COOKIE);
  deleteCookie(c, STATE_COOKIE, { path: PATH, secure, httpOnly: true, sameSite: 'Lax' });
  return state;
}
