import { jobText } from '../../shared/kernel/jobs.ts';
import { StreamSlots, tooManyStreams } from '../../shared/kernel/stream-slots.ts';
import type { AppModule } from '../../shared/module.ts';
import type { Registry } from '../../shared/registry.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { IDENTITY } from '../identity/index.ts';
import { IdentityPeople } from './adapters/identity-people.ts';
import { MikroOrmAnnouncementBoard } from './adapters/mikro-orm-announcement-board.ts';
import { MikroOrmSupportInbox } from './adapters/mikro-orm-support-inbox.ts';
import { MikroOrmTicketRepository } from './adapters/mikro-orm-ticket-repository.ts';
import { RateLimitedAbuseLimits } from './adapters/rate-limited-abuse-limits.ts';
import { SendContactMessage, SubmitFeedback } from './application/feedback-and-contact.ts';
import { GetMyTicket } from './application/get-my-ticket.ts';
import { ListActiveAnnouncements } from './application/list-active-announcements.ts';
import { ListMyTickets } from './application/list-my-tickets.ts';
import { OpenTicket } from './application/open-ticket.ts';
import { ReplyToTicket } from './application/reply-to-ticket.ts';
import { AnswerTicket, ChangeTicketStatus, GetTicket, ListTickets } from './application/staff-tickets.ts';
import type { SupportSettings } from './application/support-settings.ts';
import { INTERVIEWING } from '../interviewing/index.ts';
// ── notifications and preferences ──────────────────────────────────────────────────────────────
import { IdentityNotificationRecipients } from './adapters/identity-notification-recipients.ts';
import { InProcessNotificationSignals } from './adapters/in-process-notification-signals.ts';
import { MikroOrmFeatureAnnouncements } from './adapters/mikro-orm-feature-announcements.ts';
import { MikroOrmNotificationPreferenceStore } from './adapters/mikro-orm-notification-preference-store.ts';
import { MikroOrmNotificationStore } from './adapters/mikro-orm-notification-store.ts';
import { MikroOrmWeeklyPracticeLog } from './adapters/mikro-orm-weekly-practice-log.ts';
import { NOTIFICATION_QUEUES, QueuedNotificationJobs } from './adapters/queued-notification-jobs.ts';
import { newNotificationOf, QueuedNotifier } from './adapters/queued-notifier.ts';
import { RateLimitedUnsubscribeAttempts } from './adapters/rate-limited-unsubscribe-attempts.ts';
import { AnnounceFeature } from './application/announce-feature.ts';
import { DeliverNotification } from './application/deliver-notification.ts';
import { GetNotificationPreferences } from './application/get-notification-preferences.ts';
import { ListLatestNotifications } from './application/list-latest-notifications.ts';
import { ListNotifications } from './application/list-notifications.ts';
import { MarkAllNotificationsRead } from './application/mark-all-notifications-read.ts';
import { MarkNotificationRead } from './application/mark-notification-read.ts';
import { MarkNotificationsRead } from './application/mark-notifications-read.ts';
import { NotificationFeed } from './application/notification-feed.ts';
import { NotifyReportReady } from './application/notify-report-ready.ts';
import { SendProgressReports } from './application/send-progress-reports.ts';
import { UnsubscribeFromMail } from './application/unsubscribe-from-mail.ts';
import { UpdateNotificationPreferences } from './application/update-notification-preferences.ts';
import {
  NOTIFICATION_STREAM_RETRY_SECONDS,
  NOTIFICATION_STREAMS_PER_PERSON,
  TOO_MANY_NOTIFICATION_STREAMS,
} from './domain/notification-stream.ts';
import { PROGRESS_REPORT_SCHEDULE } from './domain/progress-report.ts';
// ── end of notifications and preferences ───────────────────────────────────────────────────────
// ── staff notes ────────────────────────────────────────────────────────────────────────────────
import { MikroOrmTicketNoteStore } from './adapters/mikro-orm-ticket-note-store.ts';
import { AddTicketNote } from './application/add-ticket-note.ts';
import { ListTicketNotes } from './application/list-ticket-notes.ts';
import routes from './http/generated/support.routes.ts';
import { SUPPORT } from './tokens.ts';

// ── tickets, feedback, contact and announcements ──
function registerTickets(registry: Registry): void {
  const S = SUPPORT;
  registry.provide(
    S.Settings,
    [TOKENS.Config],
    (config): SupportSettings => ({
      publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
    }),
  );

  // tickets, feedback, contact and announcements
  registry.construct(S.Tickets, [TOKENS.Orm], MikroOrmTicketRepository);
  registry.construct(S.Inbox, [TOKENS.Orm], MikroOrmSupportInbox);
  registry.construct(S.AnnouncementBoard, [TOKENS.Orm], MikroOrmAnnouncementBoard);
  registry.construct(S.AbuseLimits, [IDENTITY.RateLimiter], RateLimitedAbuseLimits);
  registry.construct(S.People, [IDENTITY.Users], IdentityPeople);
  registry.construct(
    S.OpenTicket,
    [
      S.Tickets,
      S.People,
      S.AbuseLimits,
      IDENTITY.Mailer,
      TOKENS.UnitOfWork,
      TOKENS.Clock,
      TOKENS.Ids,
      S.Settings,
      TOKENS.OperatorSettings,
    ],
    OpenTicket,
  );
  registry.construct(S.ListMyTickets, [S.Tickets], ListMyTickets);
  registry.construct(S.GetMyTicket, [S.Tickets], GetMyTicket);
  registry.construct(
    S.ReplyToTicket,
    [S.Tickets, S.People, S.AbuseLimits, TOKENS.UnitOfWork, TOKENS.Clock, TOKENS.Ids],
    ReplyToTicket,
  );
  registry.construct(S.SubmitFeedback, [S.Inbox, S.AbuseLimits, TOKENS.Clock, TOKENS.Ids], SubmitFeedback);
  registry.construct(
    S.SendContactMessage,
    [
      S.Inbox,
      S.AbuseLimits,
      IDENTITY.Mailer,
      TOKENS.UnitOfWork,
      TOKENS.Clock,
      TOKENS.Ids,
      TOKENS.OperatorSettings,
    ],
    SendContactMessage,
  );
  registry.construct(
    S.ListActiveAnnouncements,
    [S.AnnouncementBoard, TOKENS.Clock, TOKENS.OperatorSettings],
    ListActiveAnnouncements,
  );
  registry.construct(S.ListTickets, [S.Tickets], ListTickets);
  registry.construct(S.GetTicket, [S.Tickets], GetTicket);
  registry.construct(
    S.AnswerTicket,
    [S.Tickets, S.People, S.Notifier, TOKENS.UnitOfWork, TOKENS.Clock, TOKENS.Ids],
    AnswerTicket,
  );
  registry.construct(S.ChangeTicketStatus, [S.Tickets, TOKENS.Clock], ChangeTicketStatus);
}

// ── notifications and preferences ──────────────────────────────────────────────────────────────
/**
 * The bell, its live stream and mail: notifications stored once per dedupe key by the notify job,
 * mail as each person's preferences allow (with one-click unsubscribe), the report-ready notice,
 * feature announcements to everyone and the weekly progress report.
 */
function registerNotifications(registry: Registry): void {
  const S = SUPPORT;
  registry.provide(S.NotificationSettings, [TOKENS.Config], (config) => ({
    publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
  }));
  registry.construct(S.Notifications, [TOKENS.Orm], MikroOrmNotificationStore);
  registry.construct(S.NotificationPreferences, [TOKENS.Orm], MikroOrmNotificationPreferenceStore);
  registry.construct(S.NotificationRecipients, [IDENTITY.Users], IdentityNotificationRecipients);
  registry.provide(
    S.NotificationSignals,
    [TOKENS.Logger],
    (logger) =>
      new InProcessNotificationSignals((err) => logger.error({ err }, 'notification watcher failed')),
    (signals) => signals.closeAll(),
  );
  registry.construct(S.Notifier, [TOKENS.Jobs], QueuedNotifier);
  registry.construct(S.NotificationJobs, [TOKENS.Jobs], QueuedNotificationJobs);
  registry.construct(S.FeatureAnnouncements, [TOKENS.Orm], MikroOrmFeatureAnnouncements);
  registry.construct(S.WeeklyPractice, [TOKENS.Orm], MikroOrmWeeklyPracticeLog);
  registry.construct(S.UnsubscribeAttempts, [IDENTITY.RateLimiter], RateLimitedUnsubscribeAttempts);

  registry.construct(
    S.DeliverNotification,
    [
      S.Notifications,
      S.NotificationPreferences,
      S.NotificationRecipients,
      IDENTITY.Mailer,
      S.NotificationSignals,
      TOKENS.UnitOfWork,
      TOKENS.Clock,
      TOKENS.Ids,
      S.NotificationSettings,
    ],
    DeliverNotification,
  );
  registry.construct(S.ListLatestNotifications, [S.Notifications], ListLatestNotifications);
  registry.construct(S.ListNotifications, [S.Notifications], ListNotifications);
  registry.construct(
    S.MarkNotificationRead,
    [S.Notifications, S.NotificationSignals, TOKENS.Clock],
    MarkNotificationRead,
  );
  registry.construct(
    S.MarkNotificationsRead,
    [S.Notifications, S.NotificationSignals, TOKENS.Clock],
    MarkNotificationsRead,
  );
  registry.construct(
    S.MarkAllNotificationsRead,
    [S.Notifications, S.NotificationSignals, TOKENS.Clock],
    MarkAllNotificationsRead,
  );
  registry.construct(S.NotificationFeed, [S.Notifications, S.NotificationSignals], NotificationFeed);
  registry.provide(
    S.NotificationStreamSlots,
    [],
    () =>
      new StreamSlots(NOTIFICATION_STREAMS_PER_PERSON, () =>
        tooManyStreams(TOO_MANY_NOTIFICATION_STREAMS, NOTIFICATION_STREAM_RETRY_SECONDS),
      ),
  );
  registry.construct(S.GetNotificationPreferences, [S.NotificationPreferences], GetNotificationPreferences);
  registry.construct(
    S.UpdateNotificationPreferences,
    [S.NotificationPreferences, TOKENS.Clock],
    UpdateNotificationPreferences,
  );
  registry.construct(
    S.UnsubscribeFromMail,
    [S.NotificationPreferences, S.UnsubscribeAttempts, TOKENS.Clock],
    UnsubscribeFromMail,
  );
  registry.provide(
    S.AnnounceFeature,
    [
      S.FeatureAnnouncements,
      S.NotificationJobs,
      S.NotificationPreferences,
      IDENTITY.Mailer,
      S.NotificationSignals,
      TOKENS.UnitOfWork,
      TOKENS.Clock,
      S.NotificationSettings,
    ],
    (announcements, jobs, preferences, mailer, signals, uow, clock, settings) =>
      new AnnounceFeature({ announcements, jobs, preferences, mailer, signals, uow, clock, settings }),
  );
  registry.construct(
    S.SendProgressReports,
    [S.WeeklyPractice, IDENTITY.Mailer, TOKENS.UnitOfWork, TOKENS.Clock, S.NotificationSettings],
    SendProgressReports,
  );

  // a finished interview's report is ready: the bell, and mail if the person wants it
  registry.contribute(
    INTERVIEWING.ReportListeners,
    [S.Notifier],
    (notifier) => new NotifyReportReady(notifier),
  );

  registry.contribute(TOKENS.JobHandlers, [S.DeliverNotification], (deliver) => ({
    queue: NOTIFICATION_QUEUES.notify,
    run: async (data) => {
      await deliver.execute(newNotificationOf(data));
    },
  }));
  registry.contribute(TOKENS.JobHandlers, [S.AnnounceFeature], (announce) => ({
    queue: NOTIFICATION_QUEUES.announceFeature,
    run: (data) => announce.runBatch(jobText(data, 'announcementId'), jobText(data, 'afterUserId')),
  }));
  registry.contribute(TOKENS.JobHandlers, [S.SendProgressReports], (reports) => ({
    queue: NOTIFICATION_QUEUES.progressReports,
    run: async () => {
      await reports.execute();
    },
    every: PROGRESS_REPORT_SCHEDULE,
    // a failed run is retried: the reports already sent are claimed and not sent again
    retries: 3,
    timeoutSeconds: 1800,
  }));
}
// ── end of notifications and preferences ───────────────────────────────────────────────────────

// ── staff notes ────────────────────────────────────────────────────────────────────────────────
/** Internal notes staff keep on tickets (the admin module's ticket desk); never part of the conversation. */
function registerStaffNotes(registry: Registry): void {
  const S = SUPPORT;
  registry.construct(S.TicketNotes, [TOKENS.Orm], MikroOrmTicketNoteStore);
  registry.construct(
    S.AddTicketNote,
    [S.Tickets, S.TicketNotes, S.People, TOKENS.Clock, TOKENS.Ids],
    AddTicketNote,
  );
  registry.construct(S.ListTicketNotes, [S.TicketNotes], ListTicketNotes);
}

function register(registry: Registry): void {
  registerTickets(registry);
  registerNotifications(registry);
  registerStaffNotes(registry);
}

/** Tickets, feedback, contact, notifications and announcements. */
export const supportModule: AppModule = {
  name: 'support',
  routes,
  register,
  // notifications and preferences: open live streams end, their clients reconnect elsewhere
  stopWork: async (resolve) => resolve(SUPPORT.NotificationSignals).closeAll(),
};
