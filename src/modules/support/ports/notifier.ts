import type { NewNotification } from '../domain/notification.ts';

/**
 * Notifies a person: the bell, and e-mail as their preferences allow. Queued on the job queue;
 * called inside a unit of work, the notification is sent only if that work commits.
 */
export interface Notifier {
  notify(notification: NewNotification): Promise<void>;
}
