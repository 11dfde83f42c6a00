import type { ConversationEntry, TicketNote, TicketStatus, TicketWithOwner } from '../../support/index.ts';

/** A staff member as the ticket desk signs their work. */
export interface DeskStaff {
  userId: string;
  role: 'admin' | 'support';
}

/** The support module's ticket work staff do. Each throws NOT_FOUND for an unknown ticket. */
export interface TicketDesk {
  /** Any ticket with the person who wrote it. */
  find(ticketId: string): Promise<TicketWithOwner>;
  /** Adds a staff reply to the conversation and notifies the person. */
  reply(staff: DeskStaff, ticketId: string, text: string): Promise<ConversationEntry>;
  setStatus(ticketId: string, status: TicketStatus): Promise<TicketWithOwner>;
  /** Keeps an internal note the person never sees. */
  addNote(staff: DeskStaff, ticketId: string, text: string): Promise<TicketNote>;
}
