import { type JobData, type JobQueue, jobText } from '../../../shared/kernel/jobs.ts';
import type { NewNotification, NotificationType } from '../domain/notification.ts';
import type { Notifier } from '../ports/notifier.ts';
import { NOTIFICATION_QUEUES } from './queued-notification-jobs.ts';

const TYPES: readonly NotificationType[] = [
  'support_ticket_reply',
  'feature_announcement',
  'report_ready',
  'general',
];

/**
 * Notifying is a job (`support.notify`) carrying the whole notification: sent inside the caller's
 * unit of work it exists exactly when the caller's data committed, and the job stores it once.
 */
export class QueuedNotifier implements Notifier {
  readonly #jobs: JobQueue;
  constructor(jobs: JobQueue) {
    this.#jobs = jobs;
  }
  notify(n: NewNotification): Promise<void> {
    return this.#jobs.send(NOTIFICATION_QUEUES.notify, {
      userId: n.userId,
      type: n.type,
      title: n.title,
      body: n.body,
      linkUrl: n.linkUrl,
      dedupeKey: n.dedupeKey,
    });
  }
}

/** The notification a notify job carries; throws (failing the job) on one that is not. */
export function newNotificationOf(data: JobData): NewNotification {
  const type = jobText(data, 'type');
  if (!TYPES.includes(type as NotificationType)) throw new Error(`unknown notification type ${type}`);
  const linkUrl = data.linkUrl;
  if (linkUrl !== null && typeof linkUrl !== 'string') throw new Error('the job has an unreadable linkUrl');
  return {
    userId: jobText(data, 'userId'),
    type: type as NotificationType,
    title: jobText(data, 'title'),
    body: jobText(data, 'body'),
    linkUrl: linkUrl ?? null,
    dedupeKey: jobText(data, 'dedupeKey'),
  };
}
