import type { Counted } from '../../../shared/kernel/paging.ts';
import type { ConversationEntry, FeedbackType, Ticket, TicketOwner, TicketStatus } from '../domain/ticket.ts';

export interface TicketSearch {
  page: number;
  limit: number;
  /** Case-insensitive substring of the message, the person's name or e-mail. */
  search?: string | undefined;
  status?: TicketStatus | undefined;
}

export interface TicketWithOwner extends Ticket {
  owner: TicketOwner;
}

/** Support tickets and their conversations. */
export interface TicketRepository {
  create(ticket: Ticket): Promise<void>;
  /** The person's tickets, most recently updated first. */
  listOf(userId: string): Promise<Ticket[]>;
  findById(id: string): Promise<Ticket | null>;
  findWithOwner(id: string): Promise<TicketWithOwner | null>;
  conversationOf(ticketId: string): Promise<ConversationEntry[]>;
  addEntry(entry: ConversationEntry): Promise<void>;
  /** Sets the status and the time of the last change. */
  update(id: string, status: TicketStatus, at: Date): Promise<void>;
  /** Every ticket, most recently updated first, one page of it and the total. */
  search(query: TicketSearch): Promise<{ tickets: TicketWithOwner[]; total: Counted }>;
}

export type { FeedbackType };
