import type { TicketNote } from '../domain/ticket-note.ts';

/** Internal notes on tickets: kept apart from the conversation the person reads. */
export interface TicketNoteStore {
  add(note: TicketNote): Promise<void>;
  /** The ticket's notes, oldest first. */
  listOf(ticketId: string): Promise<TicketNote[]>;
}
