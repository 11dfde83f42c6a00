import { clearToken } from './auth-token';
import { paths } from './paths';

type SessionExpiredHandler = () => void;

let handler: SessionExpiredHandler | null = null;

/** The app registers client-side navigation here; without it the browser loads /login. */
export function setSessionExpiredHandler(next: SessionExpiredHandler | null): void {
  handler = next;
}

/** The session cannot be restored: forget the token and send the user to sign in. */
export function expireSession(): void {
  clearToken();
  if (handler) handler();
  else window.location.assign(paths.login);
}
