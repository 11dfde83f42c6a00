import { AppError } from '../../../shared/kernel/app-error.ts';
import type { AccountRole, AccountStatus } from './admin-user.ts';

export type AccountAction = 'suspend' | 'delete';

export const NOT_YOURSELF: Record<AccountAction, string> = {
  suspend: 'You cannot suspend your own account.',
  delete: 'You cannot delete your own account from the admin area.',
};

export const LAST_ADMIN: Record<AccountAction, string> = {
  suspend: 'This is the last active admin: make another admin before suspending this account.',
  delete: 'This is the last active admin: make another admin before deleting this account.',
};

export const LAST_ADMIN_OWN_DELETION =
  'You are the last active admin: make another admin before deleting your account.';

export const CONFIRM_EMAIL_MISMATCH = "Type the person's e-mail address exactly to confirm the deletion.";

/**
 * Whether staff may suspend or delete an account: never their own, and never the last active admin
 * (the area would be left without anyone to run it). `otherActiveAdmins` counts the active admins
 * besides the target, read under the staff roster's lock. Refused with 403 FORBIDDEN.
 */
export function checkAccountAction(
  action: AccountAction,
  actorId: string,
  target: { id: string; role: AccountRole; status: AccountStatus },
  otherActiveAdmins: number,
): void {
  if (target.id === actorId) throw new AppError('FORBIDDEN', NOT_YOURSELF[action]);
  if (target.role === 'admin' && target.status === 'active' && otherActiveAdmins < 1) {
    throw new AppError('FORBIDDEN', LAST_ADMIN[action]);
  }
}

/**
 * Staff may delete their own account as anyone may (from their settings, not the admin area),
 * except the last active admin: the area would be left without anyone to run it. Refused with 409
 * CONFLICT; `otherActiveAdmins` is counted under the staff roster's lock.
 */
export function checkOwnDeletion(
  account: { role: AccountRole; status: AccountStatus },
  otherActiveAdmins: number,
): void {
  if (isActiveAdmin(account) && otherActiveAdmins < 1)
    throw new AppError('CONFLICT', LAST_ADMIN_OWN_DELETION);
}

/** Whether removing the account could leave no active admin: only then is the roster counted. */
export function isActiveAdmin(target: { role: AccountRole; status: AccountStatus }): boolean {
  return target.role === 'admin' && target.status === 'active';
}

/**
 * The e-mail the admin typed to confirm a deletion must be the person's, without regard to case or
 * surrounding blanks; anything else is refused with 400 VALIDATION_FAILED.
 */
export function checkDeletionConfirmed(confirmEmail: string, email: string): void {
  if (confirmEmail.trim().toLowerCase() !== email.trim().toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', CONFIRM_EMAIL_MISMATCH, {
      details: [{ path: ['confirmEmail'], message: CONFIRM_EMAIL_MISMATCH, code: 'mismatch' }],
    });
  }
}
