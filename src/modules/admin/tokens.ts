import { token } from '../../shared/kernel/token.ts';
import type { StaffActions } from './application/staff-actions.ts';
import type { AuditTrail } from './ports/audit-trail.ts';

/** Injection tokens of the admin module. */
export const ADMIN = {
  AuditTrail: token<AuditTrail>('admin.AuditTrail'),
  /** The one path of every staff action: the action and its audit entry in one transaction. */
  StaffActions: token<StaffActions>('admin.StaffActions'),
} as const;
