import type { Notification, NewNotification } from '../domain/notification.ts';
import type { NotificationPreferences } from '../domain/notification-preferences.ts';
import type { NotificationRecipient } from './notification-recipients.ts';

/** An announcement of a new feature, as its fan-out reads it. */
export interface FeatureAnnouncement {
  id: string;
  message: string;
}

/** Someone a batch of the fan-out notified for the first time, with what their mail needs. */
export interface NotifiedPerson {
  notification: Notification;
  recipient: NotificationRecipient;
  /** Null when the person never stored preferences (the defaults apply). */
  preferences: NotificationPreferences | null;
}

/** One batch of the fan-out: how far it got, and whom it notified for the first time. */
export interface FanOutBatch {
  /** The last person of the batch in id order; null when nobody was left. */
  last: string | null;
  /** People the batch covered, notified now or before. */
  reached: number;
  notified: NotifiedPerson[];
}

/** Announcements marked as features, and the people they go to. */
export interface FeatureAnnouncements {
  /** The announcement when it exists and is marked as a feature; else null. */
  findFeature(announcementId: string): Promise<FeatureAnnouncement | null>;
  /**
   * Stores the notification for the next `limit` active accounts after `afterUserId` in id order
   * (from the start when it is ''), in one statement, skipping anyone who has one with its dedupe
   * key already (a retried or repeated batch).
   */
  notifyNext(
    notification: Omit<NewNotification, 'userId'>,
    afterUserId: string,
    limit: number,
    at: Date,
  ): Promise<FanOutBatch>;
}
