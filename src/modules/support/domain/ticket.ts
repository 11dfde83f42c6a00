export const FEEDBACK_TYPES = ['Bug Report', 'Feature Request', 'General Feedback'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const TICKET_STATUSES = ['Open', 'Resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export type AuthorRole = 'user' | 'support' | 'admin';

export interface Ticket {
  id: string;
  userId: string;
  feedbackType: FeedbackType;
  message: string;
  status: TicketStatus;
  createdAt: Date;
  updatedAt: Date;
}

export interface ConversationEntry {
  id: string;
  ticketId: string;
  authorRole: AuthorRole;
  authorName: string;
  response: string;
  createdAt: Date;
}
