import { getToken, setToken } from './auth-token';

export const REFRESH_TOKEN_URL = '/api/auth/refresh_token';

let inFlight: Promise<string | null> | null = null;

async function requestNewToken(): Promise<string | null> {
  try {
    const response = await fetch(REFRESH_TOKEN_URL, { method: 'POST', credentials: 'include' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
    if (typeof token !== 'string' || token === '') return null;
    setToken(token);
    return token;
  } catch {
    return null;
  }
}

/**
 * Exchanges the refresh cookie for a new access token and stores it; null when that is not possible.
 * Callers that arrive while a refresh is running share it, because the server rotates the refresh
 * token on every use and a second parallel call would present an already-rotated one.
 */
export function refreshAccessToken(): Promise<string | null> {
  inFlight ??= requestNewToken().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * The token to retry a request with after it was answered 401: the stored one when another request
 * already replaced the token this one was sent with, else the result of one (shared) refresh.
 */
export async function tokenAfterUnauthorized(sentToken: string | null): Promise<string | null> {
  const current = getToken();
  if (current && current !== sentToken) return current;
  return refreshAccessToken();
}
