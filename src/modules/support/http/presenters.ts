import type { Announcement } from '../domain/announcement.ts';
import type { ConversationEntry, Ticket } from '../domain/ticket.ts';

// ── tickets and announcements ──

export function presentTicket(t: Ticket) {
  return {
    id: t.id,
    feedback_type: t.feedbackType,
    message: t.message,
    status: t.status,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

export function presentEntry(e: ConversationEntry) {
  return {
    id: e.id,
    author_role: e.authorRole,
    author_name: e.authorName,
    response: e.response,
    created_at: e.createdAt.toISOString(),
  };
}

export function presentTicketDetail(d: { ticket: Ticket; conversation: ConversationEntry[] }) {
  return { ticket: presentTicket(d.ticket), conversation: d.conversation.map(presentEntry) };
}

export function presentAnnouncement(a: Announcement) {
  return { id: a.id, type: a.type, message: a.message };
}
