import type { ConversationEntry, Ticket, TicketWithOwner } from '../../support/index.ts';

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

/** A ticket as staff list it: with the person who wrote it. */
export function presentStaffTicket(t: TicketWithOwner) {
  return { ...presentTicket(t), user_id: t.owner.id, user_name: t.owner.name, user_email: t.owner.email };
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
