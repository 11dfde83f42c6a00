/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ConversationEntry } from './conversationEntry.ts';
import type { SupportTicket } from './supportTicket.ts';

export interface TicketDetail {
  ticket: SupportTicket;
  conversation: ConversationEntry[];
}
