import { AppError } from '../../../shared/kernel/app-error.ts';

export const FEEDBACK_TYPES = ['Bug Report', 'Feature Request', 'General Feedback'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const TICKET_STATUSES = ['Open', 'Resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export type StaffRole = 'support' | 'admin';
export type AuthorRole = 'user' | StaffRole;

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

/** Who wrote a ticket, as staff see it. */
export interface TicketOwner {
  id: string;
  name: string;
  email: string;
}

export const TICKET_NOT_FOUND = 'Ticket not found.';
export const BLANK_MESSAGE = 'Please enter a message.';

/**
 * The text of a ticket, a reply or feedback: trimmed, and refused when nothing is left (the spec:
 * blank text after trimming is not sent).
 */
export function messageText(text: string, field: string): string {
  const trimmed = text.trim();
  if (trimmed === '') {
    throw new AppError('VALIDATION_FAILED', BLANK_MESSAGE, {
      details: [{ path: [field], message: BLANK_MESSAGE, code: 'blank' }],
    });
  }
  return trimmed;
}

/** How a staff member signs a reply: their first name and '(Support Team)'. */
export function staffAuthorName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first === '' ? 'Support Team' : `${first} (Support Team)`;
}

/** The person writing again reopens a resolved ticket: it needs an answer again. */
export function statusAfterUserReply(_status: TicketStatus): TicketStatus {
  return 'Open';
}

/** The notification a staff reply sends: the bell links to the conversation. */
export function staffReplyNotice(
  ticket: Ticket,
  reply: string,
): {
  title: string;
  body: string;
  linkUrl: string;
} {
  const preview = reply.length > 160 ? `${reply.slice(0, 157).trimEnd()}...` : reply;
  return {
    title: 'Support replied to your ticket',
    body: preview,
    linkUrl: `/settings/support/${ticket.id}`,
  };
}
