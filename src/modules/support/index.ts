/**
 * The support module's public surface: its typed tokens, types and pure functions. Importing it
 * never loads a framework, an ORM or a provider SDK; support/module.ts composes the module.
 */
export { SUPPORT } from './tokens.ts';
export type { Staff } from './application/staff-tickets.ts';
export type { ConversationEntry, StaffRole, Ticket, TicketStatus } from './domain/ticket.ts';
export type { TicketWithOwner } from './ports/ticket-repository.ts';
// ── notifications and preferences ──────────────────────────────────────────────────────────────
export type { AnnounceFeature } from './application/announce-feature.ts';
export type { NewNotification, Notification, NotificationType } from './domain/notification.ts';
export type { Notifier } from './ports/notifier.ts';
// ── staff notes ────────────────────────────────────────────────────────────────────────────────
export type { TicketNote } from './domain/ticket-note.ts';
