/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { AuditLogEntryActorRole } from './auditLogEntryActorRole.ts';
import type { AuditLogEntryAfter } from './auditLogEntryAfter.ts';
import type { AuditLogEntryBefore } from './auditLogEntryBefore.ts';

export interface AuditLogEntry {
  id: string;
  /**
     * Null when the staff member's account was deleted since.
     * @nullable
     */
  actor_id: string | null;
  actor_email: string;
  actor_role: AuditLogEntryActorRole;
  /** e.g. `user.suspend`, `user.unsuspend`, `user.reset_password`, `user.delete`, `user.delete_self` (staff deleting their own account, the actor being the target), `ticket.reply`, `ticket.status`, `ticket.note`, `announcement.create`, `announcement.update`, `announcement.delete`, `settings.update`, `audit.export`. */
  action: string;
  /**
     * e.g. `user`, `ticket`, `announcement`, `settings`.
     * @nullable
     */
  target_type: string | null;
  /** @nullable */
  target_id: string | null;
  /**
     * The target's values the action changed, before it (never secrets).
     * @nullable
     */
  before: AuditLogEntryBefore;
  /**
     * The same values after it.
     * @nullable
     */
  after: AuditLogEntryAfter;
  /** @nullable */
  reason: string | null;
  /** @nullable */
  ip: string | null;
  request_id: string;
  created_at: string;
}
