import { AppError } from '../../../shared/kernel/app-error.ts';

export type StaffRole = 'admin' | 'support';

/** Who acts, from where: the signed-in staff member and the request that carries the action. */
export interface StaffContext {
  userId: string;
  email: string;
  role: StaffRole;
  ip: string | null;
  requestId: string;
}

/** Values of a target as they were or became; plain JSON, never secrets. */
export type AuditValues = Readonly<Record<string, unknown>>;

/** One staff action as the audit log keeps it. */
export interface AuditEntry {
  id: string;
  actorId: string | null;
  actorEmail: string;
  actorRole: StaffRole;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: AuditValues | null;
  after: AuditValues | null;
  reason: string | null;
  ip: string | null;
  requestId: string;
  createdAt: Date;
}

export const REASON_REQUIRED = 'Please give a reason for this action.';

/**
 * The reason a destructive action must carry: trimmed, at least 3 characters. Refused with 400 in
 * the envelope otherwise.
 */
export function requiredReason(reason: string | undefined): string {
  const trimmed = (reason ?? '').trim();
  if (trimmed.length < 3) {
    throw new AppError('VALIDATION_FAILED', REASON_REQUIRED, {
      details: [{ path: ['reason'], message: REASON_REQUIRED, code: 'too_small' }],
    });
  }
  return trimmed;
}

/** An optional reason: trimmed, null when blank. */
export function optionalReason(reason: string | undefined): string | null {
  const trimmed = (reason ?? '').trim();
  return trimmed === '' ? null : trimmed;
}
