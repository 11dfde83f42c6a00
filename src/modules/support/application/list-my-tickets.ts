import type { Ticket } from '../domain/ticket.ts';
import type { TicketRepository } from '../ports/ticket-repository.ts';

/** The person's own tickets, most recently updated first. */
export class ListMyTickets {
  readonly #tickets: TicketRepository;
  constructor(tickets: TicketRepository) {
    this.#tickets = tickets;
  }
  execute(userId: string): Promise<Ticket[]> {
    return this.#tickets.listOf(userId);
  }
}
