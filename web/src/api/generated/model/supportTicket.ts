/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { FeedbackType } from './feedbackType.ts';
import type { TicketStatus } from './ticketStatus.ts';

export interface SupportTicket {
  id: string;
  feedback_type: FeedbackType;
  message: string;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
}
