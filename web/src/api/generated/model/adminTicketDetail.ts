/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ConversationEntry } from './conversationEntry.ts';
import type { SupportTicket } from './supportTicket.ts';
import type { TicketNote } from './ticketNote.ts';
import type { TicketUser } from './ticketUser.ts';

export interface AdminTicketDetail {
  /** Internal notes, oldest first; never shown to the person. */
  notes: TicketNote[];
  ticket: SupportTicket;
  user: TicketUser;
  conversation: ConversationEntry[];
}
