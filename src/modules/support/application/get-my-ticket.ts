import { AppError } from '../../../shared/kernel/app-error.ts';
import { type ConversationEntry, TICKET_NOT_FOUND, type Ticket } from '../domain/ticket.ts';
import type { TicketRepository } from '../ports/ticket-repository.ts';

/** One of the person's tickets; another person's ticket is answered as not found. */
export async function ownTicket(
  tickets: TicketRepository,
  userId: string,
  ticketId: string,
): Promise<Ticket> {
  const ticket = await tickets.findById(ticketId);
  if (!ticket || ticket.userId !== userId) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND);
  return ticket;
}

/** A ticket of the person's with its conversation, oldest entry first. */
export class GetMyTicket {
  readonly #tickets: TicketRepository;
  constructor(tickets: TicketRepository) {
    this.#tickets = tickets;
  }
  async execute(
    userId: string,
    ticketId: string,
  ): Promise<{ ticket: Ticket; conversation: ConversationEntry[] }> {
    const ticket = await ownTicket(this.#tickets, userId, ticketId);
    return { ticket, conversation: await this.#tickets.conversationOf(ticket.id) };
  }
}
