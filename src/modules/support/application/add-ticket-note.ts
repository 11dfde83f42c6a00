import { AppError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import { TICKET_NOT_FOUND } from '../domain/ticket.ts';
import { noteAuthorName, noteText, type TicketNote } from '../domain/ticket-note.ts';
import type { People } from '../ports/people.ts';
import type { TicketNoteStore } from '../ports/ticket-note-store.ts';
import type { TicketRepository } from '../ports/ticket-repository.ts';
import type { Staff } from './staff-tickets.ts';

/**
 * Staff keep an internal note on any ticket. The ticket is not touched (its status and last update
 * stay), nobody is notified, and the person never sees it.
 */
export class AddTicketNote {
  readonly #tickets: TicketRepository;
  readonly #notes: TicketNoteStore;
  readonly #people: People;
  readonly #clock: Clock;
  readonly #ids: Ids;
  constructor(tickets: TicketRepository, notes: TicketNoteStore, people: People, clock: Clock, ids: Ids) {
    this.#tickets = tickets;
    this.#notes = notes;
    this.#people = people;
    this.#clock = clock;
    this.#ids = ids;
  }

  async execute(staff: Staff, ticketId: string, text: string): Promise<TicketNote> {
    const note = noteText(text);
    const ticket = await this.#tickets.findById(ticketId);
    if (!ticket) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND);
    const author = await this.#people.find(staff.userId);
    const created: TicketNote = {
      id: this.#ids.next(),
      ticketId: ticket.id,
      authorId: staff.userId,
      authorRole: staff.role,
      authorName: noteAuthorName(author?.name, staff.role),
      note,
      createdAt: this.#clock.now(),
    };
    await this.#notes.add(created);
    return created;
  }
}
