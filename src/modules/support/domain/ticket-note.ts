import { messageText, type StaffRole } from './ticket.ts';

/** An internal note staff keep on a ticket: staff read it, the person who wrote the ticket never does. */
export interface TicketNote {
  id: string;
  ticketId: string;
  authorId: string;
  authorRole: StaffRole;
  /** The staff member's full name as it was when the note was written. */
  authorName: string;
  note: string;
  createdAt: Date;
}

/** A note's text: trimmed, refused when nothing is left. */
export function noteText(text: string): string {
  return messageText(text, 'note');
}

/** How a note names its author among staff: their name, or their role when the account has none. */
export function noteAuthorName(name: string | undefined, role: StaffRole): string {
  const trimmed = name?.trim() ?? '';
  if (trimmed !== '') return trimmed;
  return role === 'admin' ? 'Admin' : 'Support';
}
