import { AppError, NotFoundError } from '../../../shared/kernel/app-error.ts';

/** A notification that is not the caller's, or does not exist: the same answer for both. */
export class NotificationNotFoundError extends NotFoundError {
  constructor() {
    super('Notification');
  }
}

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid.';

export class InvalidUnsubscribeLinkError extends AppError {
  constructor() {
    super('NOT_FOUND', INVALID_UNSUBSCRIBE_LINK);
  }
}

export const TOO_MANY_UNSUBSCRIBES = 'Too many requests. Please try again later.';
