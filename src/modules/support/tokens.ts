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
import type { Notifier } from './ports/notifier.ts';
import type { People } from './ports/people.ts';
import type { SupportInbox } from './ports/support-inbox.ts';
import type { TicketRepository } from './ports/ticket-repository.ts';

/** Injection tokens of the support module. */
export const SUPPORT = {
  Settings: token<SupportSettings>('support.Settings'),
  /** Notifies a person (bell and e-mail); other modules' producers call it. */
  Notifier: token<Notifier>('support.Notifier'),

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
} as const;
