/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ConversationEntry } from './conversationEntry.ts';
import type { SupportTicket } from './supportTicket.ts';
import type { TicketUser } from './ticketUser.ts';

export interface AdminTicketDetail {
  ticket: SupportTicket;
  user: TicketUser;
  conversation: ConversationEntry[];
}
