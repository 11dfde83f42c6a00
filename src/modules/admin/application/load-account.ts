import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { AccountRecord } from '../domain/admin-user.ts';
import type { UserDirectory } from '../ports/user-directory.ts';

/** The account a staff action is about; 404 in the envelope when there is none. */
export async function accountToActOn(directory: UserDirectory, userId: string): Promise<AccountRecord> {
  const user = await directory.find(userId);
  if (!user) throw new NotFoundError('User');
  return user;
}

/** The active admins besides the target, counted (under the roster lock) only when it matters. */
export async function otherAdminsIfNeeded(directory: UserDirectory, target: AccountRecord): Promise<number> {
  return target.role === 'admin' && target.status === 'active'
    ? directory.otherActiveAdmins(target.id)
    : Number.POSITIVE_INFINITY;
}
