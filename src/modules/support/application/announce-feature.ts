import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { Mail, Mailer } from '../../identity/index.ts';
import { mailPolicyOf, shouldMail } from '../domain/notification-mail-rule.ts';
import { DEFAULT_PREFERENCES } from '../domain/notification-preferences.ts';
import type { FeatureAnnouncements } from '../ports/feature-announcements.ts';
import type { NotificationJobs } from '../ports/notification-jobs.ts';
import type { NotificationPreferenceStore } from '../ports/notification-preference-store.ts';
import type { NotificationSignals } from '../ports/notification-signals.ts';
import { notificationMail } from './notification-mail-templates.ts';
import type { NotificationSettings } from './notification-settings.ts';

/**
 * People notified per job of a fan-out: one statement stores their notifications and one their
 * mail, so a job stays a couple of seconds, and a retry repeats little.
 */
export const ANNOUNCEMENT_BATCH = 2000;

/** Ports the fan-out writes through. */
export interface AnnounceFeaturePorts {
  announcements: FeatureAnnouncements;
  jobs: NotificationJobs;
  preferences: NotificationPreferenceStore;
  mailer: Mailer;
  signals: NotificationSignals;
  uow: UnitOfWork;
  clock: Clock;
  settings: NotificationSettings;
}

/**
 * Tells every person about a new feature: a notification each (title 'New feature', the
 * announcement's message) and a mail to those who want product updates. The fan-out runs in
 * batches on the job queue, each batch one transaction that stores its notifications in one
 * statement, queues their mail in one more and hands over to the next batch; the dedupe key
 * `feature_announcement:<id>` keeps a retried or repeated batch from notifying or mailing anyone twice.
 */
export class AnnounceFeature {
  readonly #p: AnnounceFeaturePorts;
  readonly #batch: number;
  constructor(ports: AnnounceFeaturePorts, batch = ANNOUNCEMENT_BATCH) {
    this.#p = ports;
    this.#batch = batch;
  }

  /** Starts the fan-out (inside the caller's unit of work, it starts when that work commits). */
  async execute(announcementId: string): Promise<void> {
    if (!(await this.#p.announcements.findFeature(announcementId))) throw new NotFoundError('Announcement');
    await this.#p.jobs.announceFeature(announcementId, '');
  }

  /** One batch: the people after `afterUserId`; queues the next batch while people remain. */
  async runBatch(announcementId: string, afterUserId: string): Promise<void> {
    const { announcements, preferences, mailer, uow, clock, settings, jobs, signals } = this.#p;
    const announcement = await announcements.findFeature(announcementId);
    // deleted, or no longer a feature, before the fan-out reached everyone: stop here
    if (!announcement) return;
    const now = clock.now();
    const notified = await uow.run(async () => {
      const batch = await announcements.notifyNext(
        {
          type: 'feature_announcement',
          title: 'New feature',
          body: announcement.message,
          linkUrl: null,
          dedupeKey: `feature_announcement:${announcement.id}`,
        },
        afterUserId,
        this.#batch,
        now,
      );
      const policy = mailPolicyOf('feature_announcement');
      const mailed = batch.notified.filter((p) =>
        shouldMail('feature_announcement', p.preferences ?? DEFAULT_PREFERENCES),
      );
      const tokens = await preferences.unsubscribeTokensOf(
        mailed.map((p) => p.notification.userId),
        now,
      );
      const mails: Mail[] = [];
      for (const person of mailed) {
        const personToken = tokens.get(person.notification.userId);
        // the account went away while the batch ran
        if (personToken === undefined || policy.kind !== 'governed') continue;
        mails.push(
          notificationMail(settings.publicUrl, person.recipient, person.notification, {
            personToken,
            preference: policy.preference,
          }),
        );
      }
      await mailer.sendAll(mails);
      if (batch.last && batch.reached === this.#batch) await jobs.announceFeature(announcementId, batch.last);
      return batch.notified;
    });
    for (const person of notified) signals.publish(person.notification.userId);
  }
}
