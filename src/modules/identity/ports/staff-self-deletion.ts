/** A staff member deleting their own account, and from where: what the audit log keeps of it. */
export interface StaffSelfDeletionRequest {
  userId: string;
  email: string;
  role: 'admin' | 'support';
  ip: string | null;
  requestId: string;
}

/**
 * Bound by the admin module: staff deleting their own account is a staff action. Inside one
 * transaction it refuses the last active admin (409 CONFLICT, counted under the staff roster's
 * lock), runs `remove` (identity's own deletion) and writes the audit entry; if the entry cannot
 * be written the deletion is undone and fails.
 */
export interface StaffSelfDeletion {
  deleteOwnAccount(request: StaffSelfDeletionRequest, remove: () => Promise<void>): Promise<void>;
}
