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
import routes from './http/generated/support.routes.ts';
import { SUPPORT } from './tokens.ts';

function register(registry: Registry): void {
  const S = SUPPORT;
  registry.provide(
    S.Settings,
    [TOKENS.Config],
    (config): SupportSettings => ({
      supportEmail: config.SUPPORT_EMAIL,
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
    [S.Inbox, S.AbuseLimits, IDENTITY.Mailer, TOKENS.UnitOfWork, TOKENS.Clock, TOKENS.Ids, S.Settings],
    SendContactMessage,
  );
  registry.construct(S.ListActiveAnnouncements, [S.AnnouncementBoard, TOKENS.Clock], ListActiveAnnouncements);
  registry.construct(S.ListTickets, [S.Tickets], ListTickets);
  registry.construct(S.GetTicket, [S.Tickets], GetTicket);
  registry.construct(
    S.AnswerTicket,
    [S.Tickets, S.People, S.Notifier, TOKENS.UnitOfWork, TOKENS.Clock, TOKENS.Ids],
    AnswerTicket,
  );
  registry.construct(S.ChangeTicketStatus, [S.Tickets, TOKENS.Clock], ChangeTicketStatus);
}

/**
 * Notifications (the bell, its live stream, e-mail by preference), support tickets with their
 * conversations, feedback, the public contact form and the active announcements.
 */
export const supportModule: AppModule = { name: 'support', routes, register };
