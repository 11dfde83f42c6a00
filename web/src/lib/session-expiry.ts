import { clearToken } from './auth-token';
import { carryToLogin } from './login-notice';
import { paths } from './paths';

type SessionExpiredHandler = () => void;

let handler: SessionExpiredHandler | null = null;

/** Why the session ended, as /login tells it: the account was suspended, or it was signed out. */
export type SessionEnd = { reason: 'suspended' | 'signed-out'; message?: string | null };

export const sessionEndMessages = {
  /** The server's own words for a suspended account (it sends them; this is the fallback). */
  suspended: 'Your account has been suspended. Please contact support.',
  signedOut: 'You were signed out. Please sign in again.',
} as const;

const SUSPENDED_CODE = 'account_suspended';

/**
 * What a refusal says of the session: the server marks a suspended account's 401 (and 403) with
 * the detail code `account_suspended` and says so in its message; any other ended session was
 * signed out (elsewhere, by a password change, or it simply expired).
 */
export function sessionEndOf(answer: { details?: unknown; serverMessage?: string | null }): SessionEnd {
  const details = Array.isArray(answer.details) ? answer.details : [];
  const suspended = details.some(
    (detail) =>
      typeof detail === 'object' && detail !== null && (detail as { code?: unknown }).code === SUSPENDED_CODE,
  );
  return suspended ? { reason: 'suspended', message: answer.serverMessage } : { reason: 'signed-out' };
}

/** The app registers client-side navigation here; without it the browser loads /login. */
export function setSessionExpiredHandler(next: SessionExpiredHandler | null): void {
  handler = next;
}

/**
 * The session cannot be restored: forget the token and send the user to sign in, where a message
 * says why ('You were signed out. Please sign in again.', or the suspension).
 */
export function expireSession(end: SessionEnd = { reason: 'signed-out' }): void {
  carryToLogin({
    error:
      end.reason === 'suspended'
        ? (end.message ?? sessionEndMessages.suspended)
        : sessionEndMessages.signedOut,
  });
  clearToken();
  if (handler) handler();
  else window.location.assign(paths.login);
}
