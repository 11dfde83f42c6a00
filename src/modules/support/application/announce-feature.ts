import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { FeatureAnnouncements } from '../ports/feature-announcements.ts';
import type { NotificationJobs } from '../ports/notification-jobs.ts';
import type { DeliverNotification } from './deliver-notification.ts';

/** People notified per job of a fan-out: a job stays short, and a retry repeats little. */
export const ANNOUNCEMENT_BATCH = 200;

/**
 * Tells every person about a new feature: a notification each (title 'New feature', the
 * announcement's message) and a mail to those who want product updates. The fan-out runs in
 * batches on the job queue, one job handing over to the next; the dedupe key
 * `feature_announcement:<id>` keeps a retried or repeated batch from notifying anyone twice.
 */
export class AnnounceFeature {
  readonly #announcements: FeatureAnnouncements;
  readonly #jobs: NotificationJobs;
  readonly #deliver: DeliverNotification;
  constructor(announcements: FeatureAnnouncements, jobs: NotificationJobs, deliver: DeliverNotification) {
    this.#announcements = announcements;
    this.#jobs = jobs;
    this.#deliver = deliver;
  }

  /** Starts the fan-out (inside the caller's unit of work, it starts when that work commits). */
  async execute(announcementId: string): Promise<void> {
    if (!(await this.#announcements.findFeature(announcementId))) throw new NotFoundError('Announcement');
    await this.#jobs.announceFeature(announcementId, '');
  }

  /** One batch: the people after `afterUserId`; queues the next batch while people remain. */
  async runBatch(announcementId: string, afterUserId: string): Promise<void> {
    const announcement = await this.#announcements.findFeature(announcementId);
    // deleted, or no longer a feature, before the fan-out reached everyone: stop here
    if (!announcement) return;
    const audience = await this.#announcements.audienceAfter(afterUserId, ANNOUNCEMENT_BATCH);
    for (const userId of audience) {
      await this.#deliver.execute({
        userId,
        type: 'feature_announcement',
        title: 'New feature',
        body: announcement.message,
        linkUrl: null,
        dedupeKey: `feature_announcement:${announcement.id}`,
      });
    }
    const last = audience.at(-1);
    if (last && audience.length === ANNOUNCEMENT_BATCH)
      await this.#jobs.announceFeature(announcementId, last);
  }
}
