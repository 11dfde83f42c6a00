import { announceApiError } from './api-error-announcer';
import { ApiError } from './api-error';
import { readErrorAnswer, readSuccessBody } from './api-response';
import { getToken } from './auth-token';
import { expireSession, sessionEndOf } from './session-expiry';
import { tokenAfterUnauthorized } from './token-refresh';

/** Auth endpoints answer 401 for wrong credentials or a dead refresh token: never refresh on those. */
const NO_REFRESH_PREFIX = '/api/auth/';

function buildRequest(init: RequestInit, token: string | null): RequestInit {
  const headers = new Headers(init.headers);
  if (token) headers.set('x-auth-token', token);
  if (typeof init.body === 'string' && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  return { ...init, headers, credentials: 'include' };
}

async function send(url: string, init: RequestInit, token: string | null): Promise<Response> {
  try {
    return await fetch(url, buildRequest(init, token));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error. Please try again.' });
  }
}

function pathOf(url: string): string {
  return new URL(url, 'http://relative.invalid').pathname;
}

/** 401 that a refresh could not cure: log out (spec: session refresh) and report it to the caller. */
async function endSession(response: Response): Promise<ApiError> {
  const answer = await readErrorAnswer(response);
  expireSession(sessionEndOf(answer));
  return new ApiError({
    status: 401,
    code: answer.code ?? 'UNAUTHENTICATED',
    message: answer.serverMessage ?? 'Your session has ended. Please sign in again.',
    requestId: answer.requestId,
    serverMessage: answer.serverMessage,
  });
}

/** Request options of the generated client's calls. */
export type ApiRequestInit = RequestInit & {
  /**
   * For calls whose failures are only logged (spec: profile and tour failures): no app-wide
   * modal opens; the caller still gets the ApiError. A 401 still ends the session.
   */
  quiet?: boolean;
};

/**
 * The single mutator behind the generated API client: `customFetch<T>(url, init)`.
 * Sends the access token and cookies, refreshes once on 401 (shared by concurrent requests) and
 * retries once, and turns every other non-2xx answer into an ApiError mapped to app-wide UI.
 */
export async function customFetch<T>(url: string, options: ApiRequestInit = {}): Promise<T> {
  const { quiet = false, ...init } = options;
  const sentToken = getToken();
  let response = await send(url, init, sentToken);

  if (response.status === 401 && !pathOf(url).startsWith(NO_REFRESH_PREFIX)) {
    const token = await tokenAfterUnauthorized(sentToken);
    if (!token) throw await endSession(response);
    response = await send(url, init, token);
    if (response.status === 401) throw await endSession(response);
  }

  if (!response.ok) {
    throw announceApiError(await readErrorAnswer(response), { quiet });
  }
  return (await readSuccessBody(response)) as T;
}
