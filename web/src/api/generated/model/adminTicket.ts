/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { FeedbackType } from './feedbackType.ts';
import type { TicketStatus } from './ticketStatus.ts';

export interface AdminTicket {
  id: string;
  feedback_type: FeedbackType;
  message: string;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
  user_id: string;
  user_name: string;
  user_email: string;
}
