import type { Counted } from '../../../shared/kernel/paging.ts';
import type { AuditEntry } from '../domain/audit.ts';

export interface AuditQuery {
  page: number;
  limit: number;
  /** Substring of the actor's e-mail. */
  actor?: string | undefined;
  action?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** The audit log: written inside the staff action's own transaction, read by admins. */
export interface AuditTrail {
  /** Stores the entry in the current transaction; throws when it cannot (and the action fails). */
  record(entry: AuditEntry): Promise<void>;
  /** Entries the query selects, newest first, one page and the total. */
  search(query: AuditQuery): Promise<{ entries: AuditEntry[]; total: Counted }>;
}
