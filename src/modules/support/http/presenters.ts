import type { Announcement } from '../domain/announcement.ts';
import type { ConversationEntry, Ticket } from '../domain/ticket.ts';
import type { NotificationPage } from '../application/list-notifications.ts';
import type { Notification } from '../domain/notification.ts';
import type { NotificationPreferences, PreferenceKey } from '../domain/notification-preferences.ts';

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

// ── notifications and preferences ──────────────────────────────────────────────────────────────

/** A notification in the contract's field names. */
export function presentNotification(n: Notification) {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    body: n.body,
    is_read: n.readAt !== null,
    link_url: n.linkUrl,
    created_at: n.createdAt.toISOString(),
  };
}

export function presentNotificationList(list: { notifications: Notification[]; unreadCount: number }) {
  return { notifications: list.notifications.map(presentNotification), unreadCount: list.unreadCount };
}

export function presentNotificationPage(page: NotificationPage) {
  return { ...presentNotificationList(page), hasMore: page.hasMore };
}

export function presentPreferences(p: NotificationPreferences) {
  return {
    wants_progress_reports: p.wantsProgressReports,
    wants_product_updates: p.wantsProductUpdates,
    wants_session_complete_notify: p.wantsSessionCompleteNotify,
  };
}

/** The contract's preferences body as the domain has it. */
export function preferencesFrom(body: {
  wants_progress_reports: boolean;
  wants_product_updates: boolean;
  wants_session_complete_notify: boolean;
}): NotificationPreferences {
  return {
    wantsProgressReports: body.wants_progress_reports,
    wantsProductUpdates: body.wants_product_updates,
    wantsSessionCompleteNotify: body.wants_session_complete_notify,
  };
}

/** Each preference's field name in the contract. */
const PREFERENCE_FIELDS = {
  wantsProgressReports: 'wants_progress_reports',
  wantsProductUpdates: 'wants_product_updates',
  wantsSessionCompleteNotify: 'wants_session_complete_notify',
} as const satisfies Record<PreferenceKey, string>;

export function presentUnsubscribed(result: { preference: PreferenceKey; message: string }) {
  return { message: result.message, preference: PREFERENCE_FIELDS[result.preference] };
}
// ── end of notifications and preferences ───────────────────────────────────────────────────────
