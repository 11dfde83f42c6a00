import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import { type ConversationEntry, messageText, statusAfterUserReply } from '../domain/ticket.ts';
import type { AbuseLimits } from '../ports/abuse-limits.ts';
import type { People } from '../ports/people.ts';
import type { TicketRepository } from '../ports/ticket-repository.ts';
import { ownTicket } from './get-my-ticket.ts';
import { takeAllowance } from './limits.ts';

/** The person writes on their own ticket; a resolved ticket opens again. */
export class ReplyToTicket {
  readonly #tickets: TicketRepository;
  readonly #people: People;
  readonly #limits: AbuseLimits;
  readonly #uow: UnitOfWork;
  readonly #clock: Clock;
  readonly #ids: Ids;
  constructor(
    tickets: TicketRepository,
    people: People,
    limits: AbuseLimits,
    uow: UnitOfWork,
    clock: Clock,
    ids: Ids,
  ) {
    this.#tickets = tickets;
    this.#people = people;
    this.#limits = limits;
    this.#uow = uow;
    this.#clock = clock;
    this.#ids = ids;
  }

  async execute(userId: string, ticketId: string, text: string): Promise<ConversationEntry> {
    const response = messageText(text, 'response');
    const ticket = await ownTicket(this.#tickets, userId, ticketId);
    const now = this.#clock.now();
    await takeAllowance(this.#limits, 'ticket-reply', userId, now);
    const author = await this.#people.find(userId);
    const entry: ConversationEntry = {
      id: this.#ids.next(),
      ticketId: ticket.id,
      authorRole: 'user',
      authorName: author?.name ?? 'You',
      response,
      createdAt: now,
    };
    await this.#uow.run(async () => {
      await this.#tickets.addEntry(entry);
      await this.#tickets.update(ticket.id, statusAfterUserReply(ticket.status), now);
    });
    return entry;
  }
}
