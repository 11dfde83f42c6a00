import { token } from '../../shared/kernel/token.ts';
// ── notifications and preferences ──────────────────────────────────────────────────────────────
import type { AnnounceFeature } from './application/announce-feature.ts';
import type { DeliverNotification } from './application/deliver-notification.ts';
import type { GetNotificationPreferences } from './application/get-notification-preferences.ts';
import type { ListLatestNotifications } from './application/list-latest-notifications.ts';
import type { ListNotifications } from './application/list-notifications.ts';
import type { MarkAllNotificationsRead } from './application/mark-all-notifications-read.ts';
import type { MarkNotificationRead } from './application/mark-notification-read.ts';
import type { MarkNotificationsRead } from './application/mark-notifications-read.ts';
import type { NotificationFeed } from './application/notification-feed.ts';
import type { NotificationSettings } from './application/notification-settings.ts';
import type { SendProgressReports } from './application/send-progress-reports.ts';
import type { UnsubscribeFromMail } from './application/unsubscribe-from-mail.ts';
import type { UpdateNotificationPreferences } from './application/update-notification-preferences.ts';
import type { FeatureAnnouncements } from './ports/feature-announcements.ts';
import type { NotificationJobs } from './ports/notification-jobs.ts';
import type { NotificationPreferenceStore } from './ports/notification-preference-store.ts';
import type { NotificationRecipients } from './ports/notification-recipients.ts';
import type { NotificationSignals } from './ports/notification-signals.ts';
import type { NotificationStore } from './ports/notification-store.ts';
import type { Notifier } from './ports/notifier.ts';
import type { UnsubscribeAttempts } from './ports/unsubscribe-attempts.ts';
import type { WeeklyPracticeLog } from './ports/weekly-practice.ts';

/** Injection tokens of the support module. */
export const SUPPORT = {
  // ── notifications and preferences ────────────────────────────────────────────────────────────
  NotificationSettings: token<NotificationSettings>('support.NotificationSettings'),
  /** Notifies a person (the bell, and mail as their preferences allow): ticket replies call this. */
  Notifier: token<Notifier>('support.Notifier'),
  Notifications: token<NotificationStore>('support.Notifications'),
  NotificationPreferences: token<NotificationPreferenceStore>('support.NotificationPreferences'),
  NotificationRecipients: token<NotificationRecipients>('support.NotificationRecipients'),
  NotificationSignals: token<NotificationSignals>('support.NotificationSignals'),
  NotificationJobs: token<NotificationJobs>('support.NotificationJobs'),
  FeatureAnnouncements: token<FeatureAnnouncements>('support.FeatureAnnouncements'),
  WeeklyPractice: token<WeeklyPracticeLog>('support.WeeklyPractice'),
  UnsubscribeAttempts: token<UnsubscribeAttempts>('support.UnsubscribeAttempts'),
  DeliverNotification: token<DeliverNotification>('support.DeliverNotification'),
  ListLatestNotifications: token<ListLatestNotifications>('support.ListLatestNotifications'),
  ListNotifications: token<ListNotifications>('support.ListNotifications'),
  MarkNotificationRead: token<MarkNotificationRead>('support.MarkNotificationRead'),
  MarkNotificationsRead: token<MarkNotificationsRead>('support.MarkNotificationsRead'),
  MarkAllNotificationsRead: token<MarkAllNotificationsRead>('support.MarkAllNotificationsRead'),
  NotificationFeed: token<NotificationFeed>('support.NotificationFeed'),
  GetNotificationPreferences: token<GetNotificationPreferences>('support.GetNotificationPreferences'),
  UpdateNotificationPreferences: token<UpdateNotificationPreferences>(
    'support.UpdateNotificationPreferences',
  ),
  UnsubscribeFromMail: token<UnsubscribeFromMail>('support.UnsubscribeFromMail'),
  /** The admin module starts a feature announcement's fan-out with this. */
  AnnounceFeature: token<AnnounceFeature>('support.AnnounceFeature'),
  /** The weekly progress report (scheduled; tests run it directly). */
  SendProgressReports: token<SendProgressReports>('support.SendProgressReports'),
  // ── end of notifications and preferences ─────────────────────────────────────────────────────
} as const;
