import { AppError } from '../../../shared/kernel/app-error.ts';

const SIGN_IN_FAILED = 'Invalid email or password.';

export class InvalidCredentialsError extends AppError {
  constructor() {
    super('UNAUTHENTICATED', SIGN_IN_FAILED);
  }
}

export const ACCOUNT_SUSPENDED = 'Your account has been suspended. Please contact support.';

/**
 * The detail that names a suspension in the envelope, so a client can tell it from an ordinary end
 * of a session (both are 401) without reading the words.
 */
const SUSPENDED_DETAIL = { path: [], message: ACCOUNT_SUSPENDED, code: 'account_suspended' };

export class AccountSuspendedError extends AppError {
  constructor() {
    super('FORBIDDEN', ACCOUNT_SUSPENDED, { details: [SUSPENDED_DETAIL] });
  }
}

/**
 * An access token of a suspended account: 401 like every ended session, so the client drops it,
 * with words that say why.
 */
export class SuspendedSessionError extends AppError {
  constructor() {
    super('UNAUTHENTICATED', ACCOUNT_SUSPENDED, { details: [SUSPENDED_DETAIL] });
  }
}

export class EmailTakenError extends AppError {
  constructor() {
    super('CONFLICT', 'An account with this email already exists. Please sign in instead.');
  }
}

export class SessionExpiredError extends AppError {
  constructor() {
    super('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
  }
}

export class WeakPasswordError extends AppError {
  constructor(message: string, field = 'password') {
    super('VALIDATION_FAILED', message, { details: [{ path: [field], message, code: 'weak_password' }] });
  }
}

export class RateLimitedError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super('RATE_LIMITED', message, { retryAfterSeconds });
  }
}
