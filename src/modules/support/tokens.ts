import type { StreamSlots } from '../../shared/kernel/stream-slots.ts';
import { token } from '../../shared/kernel/token.ts';
import type { GetMyTicket } from './application/get-my-ticket.ts';
import type { SendContactMessage, SubmitFeedback } from './application/feedback-and-contact.ts';
import type { ListActiveAnnouncements } from './application/list-active-announcements.ts';
import type { ListMyTickets } from './application/list-my-tickets.ts';
import type { OpenTicket } from './application/open-ticket.ts';
import type { ReplyToTicket } from './application/reply-to-ticket.ts';
import type {
  AnswerTicket,
  ChangeTicketStatus,
  GetTicket,
  ListTickets,
} from './application/staff-tickets.ts';
import type { SupportSettings } from './application/support-settings.ts';
import type { AbuseLimits } from './ports/abuse-limits.ts';
import type { AnnouncementBoard } from './ports/announcement-board.ts';
import type { People } from './ports/people.ts';
import type { SupportInbox } from './ports/support-inbox.ts';
import type { TicketRepository } from './ports/ticket-repository.ts';

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
// ── staff notes ────────────────────────────────────────────────────────────────────────────────
import type { AddTicketNote } from './application/add-ticket-note.ts';
import type { ListTicketNotes } from './application/list-ticket-notes.ts';
import type { TicketNoteStore } from './ports/ticket-note-store.ts';

/** Injection tokens of the support module. */
export const SUPPORT = {
  Settings: token<SupportSettings>('support.Settings'),

  // tickets, feedback, contact and announcements
  Tickets: token<TicketRepository>('support.Tickets'),
  Inbox: token<SupportInbox>('support.Inbox'),
  AnnouncementBoard: token<AnnouncementBoard>('support.AnnouncementBoard'),
  AbuseLimits: token<AbuseLimits>('support.AbuseLimits'),
  People: token<People>('support.People'),
  OpenTicket: token<OpenTicket>('support.OpenTicket'),
  ListMyTickets: token<ListMyTickets>('support.ListMyTickets'),
  GetMyTicket: token<GetMyTicket>('support.GetMyTicket'),
  ReplyToTicket: token<ReplyToTicket>('support.ReplyToTicket'),
  SubmitFeedback: token<SubmitFeedback>('support.SubmitFeedback'),
  SendContactMessage: token<SendContactMessage>('support.SendContactMessage'),
  ListActiveAnnouncements: token<ListActiveAnnouncements>('support.ListActiveAnnouncements'),
  /** Staff (the admin module's ticket screens). */
  ListTickets: token<ListTickets>('support.ListTickets'),
  GetTicket: token<GetTicket>('support.GetTicket'),
  AnswerTicket: token<AnswerTicket>('support.AnswerTicket'),
  ChangeTicketStatus: token<ChangeTicketStatus>('support.ChangeTicketStatus'),
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
  /** The notification streams each person holds open on this instance (capped). */
  NotificationStreamSlots: token<StreamSlots>('support.NotificationStreamSlots'),
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
  // ── staff notes: internal notes on tickets, read and written by staff only ───────────────────
  TicketNotes: token<TicketNoteStore>('support.TicketNotes'),
  AddTicketNote: token<AddTicketNote>('support.AddTicketNote'),
  ListTicketNotes: token<ListTicketNotes>('support.ListTicketNotes'),
} as const;
