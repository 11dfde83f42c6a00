import type { JobQueue } from '../../../shared/kernel/jobs.ts';
import type { NotificationJobs } from '../ports/notification-jobs.ts';

/** The queues the support module's notifications run on. */
export const NOTIFICATION_QUEUES = {
  notify: 'support.notify',
  announceFeature: 'support.announce-feature',
  progressReports: 'support.progress-reports',
} as const;

export class QueuedNotificationJobs implements NotificationJobs {
  readonly #jobs: JobQueue;
  constructor(jobs: JobQueue) {
    this.#jobs = jobs;
  }
  announceFeature(announcementId: string, afterUserId: string): Promise<void> {
    return this.#jobs.send(NOTIFICATION_QUEUES.announceFeature, { announcementId, afterUserId });
  }
}
