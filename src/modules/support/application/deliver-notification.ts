import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { Mailer } from '../../identity/index.ts';
import type { NewNotification, Notification } from '../domain/notification.ts';
import { mailPolicyOf, shouldMail } from '../domain/notification-mail-rule.ts';
import { DEFAULT_PREFERENCES } from '../domain/notification-preferences.ts';
import type { NotificationPreferenceStore } from '../ports/notification-preference-store.ts';
import type { NotificationRecipients } from '../ports/notification-recipients.ts';
import type { NotificationSignals } from '../ports/notification-signals.ts';
import type { NotificationStore } from '../ports/notification-store.ts';
import { notificationMail, type Unsubscribe } from './notification-mail-templates.ts';
import type { NotificationSettings } from './notification-settings.ts';

/**
 * The notify job: stores the notification and, as the person's preferences allow, queues its mail,
 * in one transaction, then tells this instance's live streams. A repeat of a dedupe key (a retried
 * job, a report finalised again) stores nothing and mails nothing.
 */
export class DeliverNotification {
  readonly #store: NotificationStore;
  readonly #preferences: NotificationPreferenceStore;
  readonly #recipients: NotificationRecipients;
  readonly #mailer: Mailer;
  readonly #signals: NotificationSignals;
  readonly #uow: UnitOfWork;
  readonly #clock: Clock;
  readonly #ids: Ids;
  readonly #settings: NotificationSettings;
  constructor(
    store: NotificationStore,
    preferences: NotificationPreferenceStore,
    recipients: NotificationRecipients,
    mailer: Mailer,
    signals: NotificationSignals,
    uow: UnitOfWork,
    clock: Clock,
    ids: Ids,
    settings: NotificationSettings,
  ) {
    this.#store = store;
    this.#preferences = preferences;
    this.#recipients = recipients;
    this.#mailer = mailer;
    this.#signals = signals;
    this.#uow = uow;
    this.#clock = clock;
    this.#ids = ids;
    this.#settings = settings;
  }

  /** True when this call created the notification. */
  async execute(notification: NewNotification): Promise<boolean> {
    const created = await this.#uow.run(async () => {
      const stored = await this.#store.insert(notification, this.#ids.next(), this.#clock.now());
      if (stored) await this.#mail(stored);
      return stored !== null;
    });
    if (created) this.#signals.publish(notification.userId);
    return created;
  }

  async #mail(notification: Notification): Promise<void> {
    const policy = mailPolicyOf(notification.type);
    if (policy.kind === 'never') return;
    const preferences = (await this.#preferences.find(notification.userId)) ?? DEFAULT_PREFERENCES;
    if (!shouldMail(notification.type, preferences)) return;
    const recipient = await this.#recipients.recipientOf(notification.userId);
    if (!recipient) return;
    let unsubscribe: Unsubscribe | null = null;
    if (policy.kind === 'governed') {
      const personToken = await this.#preferences.unsubscribeTokenOf(notification.userId, this.#clock.now());
      unsubscribe = { personToken, preference: policy.preference };
    }
    await this.#mailer.send(notificationMail(this.#settings.publicUrl, recipient, notification, unsubscribe));
  }
}
