/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { AuditLogEntryMetadata } from './auditLogEntryMetadata.ts';

export interface AuditLogEntry {
  id: string;
  /**
     * Null for actions of the system itself.
     * @nullable
     */
  actor_id: string | null;
  /** @nullable */
  actor_email: string | null;
  /** e.g. `user.suspend`, `user.delete`, `ticket.status`, `announcement.create`, `settings.update`. */
  action: string;
  /**
     * e.g. `user`, `ticket`, `announcement`, `settings`.
     * @nullable
     */
  target_type: string | null;
  /** @nullable */
  target_id: string | null;
  /** Action-specific details (never secrets). */
  metadata: AuditLogEntryMetadata;
  created_at: string;
}
