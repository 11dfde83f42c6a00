import { pageInfo } from '../../../shared/kernel/paging.ts';
import { AppError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import {
  type ConversationEntry,
  messageText,
  type StaffRole,
  staffAuthorName,
  staffReplyNotice,
  TICKET_NOT_FOUND,
  type TicketStatus,
} from '../domain/ticket.ts';
import type { Notifier } from '../ports/notifier.ts';
import type { People } from '../ports/people.ts';
import type { TicketRepository, TicketSearch, TicketWithOwner } from '../ports/ticket-repository.ts';

/** A member of staff acting on tickets (roles support and admin; the caller checked the role). */
export interface Staff {
  userId: string;
  role: StaffRole;
}

async function anyTicket(tickets: TicketRepository, ticketId: string): Promise<TicketWithOwner> {
  const ticket = await tickets.findWithOwner(ticketId);
  if (!ticket) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND);
  return ticket;
}

/** Every ticket for staff: searchable, filterable by status, paged. */
export class ListTickets {
  readonly #tickets: TicketRepository;
  constructor(tickets: TicketRepository) {
    this.#tickets = tickets;
  }
  async execute(query: TicketSearch) {
    const { tickets, total } = await this.#tickets.search(query);
    return { tickets, ...pageInfo(query, total) };
  }
}

/** Any ticket with the person who wrote it and the conversation. */
export class GetTicket {
  readonly #tickets: TicketRepository;
  constructor(tickets: TicketRepository) {
    this.#tickets = tickets;
  }
  async execute(ticketId: string): Promise<{ ticket: TicketWithOwner; conversation: ConversationEntry[] }> {
    const ticket = await anyTicket(this.#tickets, ticketId);
    return { ticket, conversation: await this.#tickets.conversationOf(ticket.id) };
  }
}

/**
 * Staff answer a ticket: the reply joins the conversation signed '(Support Team)', and the person
 * is notified in the bell and by e-mail, committed together with the reply.
 */
export class AnswerTicket {
  readonly #tickets: TicketRepository;
  readonly #people: People;
  readonly #notifier: Notifier;
  readonly #uow: UnitOfWork;
  readonly #clock: Clock;
  readonly #ids: Ids;
  constructor(
    tickets: TicketRepository,
    people: People,
    notifier: Notifier,
    uow: UnitOfWork,
    clock: Clock,
    ids: Ids,
  ) {
    this.#tickets = tickets;
    this.#people = people;
    this.#notifier = notifier;
    this.#uow = uow;
    this.#clock = clock;
    this.#ids = ids;
  }

  async execute(staff: Staff, ticketId: string, text: string): Promise<ConversationEntry> {
    const response = messageText(text, 'response');
    const ticket = await anyTicket(this.#tickets, ticketId);
    const author = await this.#people.find(staff.userId);
    const now = this.#clock.now();
    const entry: ConversationEntry = {
      id: this.#ids.next(),
      ticketId: ticket.id,
      authorRole: staff.role,
      authorName: staffAuthorName(author?.name ?? ''),
      response,
      createdAt: now,
    };
    await this.#uow.run(async () => {
      await this.#tickets.addEntry(entry);
      await this.#tickets.update(ticket.id, ticket.status, now);
      await this.#notifier.notify({
        userId: ticket.userId,
        type: 'support_ticket_reply',
        ...staffReplyNotice(ticket, response),
        dedupeKey: `support_ticket_reply:${entry.id}`,
      });
    });
    return entry;
  }
}

/** Staff mark a ticket Open or Resolved. */
export class ChangeTicketStatus {
  readonly #tickets: TicketRepository;
  readonly #clock: Clock;
  constructor(tickets: TicketRepository, clock: Clock) {
    this.#tickets = tickets;
    this.#clock = clock;
  }
  async execute(ticketId: string, status: TicketStatus): Promise<TicketWithOwner> {
    const ticket = await anyTicket(this.#tickets, ticketId);
    if (ticket.status === status) return ticket;
    const now = this.#clock.now();
    await this.#tickets.update(ticket.id, status, now);
    return { ...ticket, status, updatedAt: now };
  }
}
