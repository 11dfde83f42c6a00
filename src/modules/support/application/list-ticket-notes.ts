import type { TicketNote } from '../domain/ticket-note.ts';
import type { TicketNoteStore } from '../ports/ticket-note-store.ts';

/** A ticket's internal notes for staff, oldest first. */
export class ListTicketNotes {
  readonly #notes: TicketNoteStore;
  constructor(notes: TicketNoteStore) {
    this.#notes = notes;
  }
  execute(ticketId: string): Promise<TicketNote[]> {
    return this.#notes.listOf(ticketId);
  }
}
