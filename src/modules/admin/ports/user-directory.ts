import type { Counted } from '../../../shared/kernel/paging.ts';
import type { AccountFootprint, AccountRecord, UserActivity, UserCounts } from '../domain/admin-user.ts';

export interface UserQuery {
  page: number;
  limit: number;
  /** Case-insensitive substring of the name or the e-mail. */
  search?: string | undefined;
}

/** Every account as staff read it, with what it owns. Reads only: actions go through AccountControls. */
export interface UserDirectory {
  /** One page of accounts, newest first, and how many match in all. */
  search(query: UserQuery): Promise<{ users: AccountRecord[]; total: Counted }>;
  /** The account, or null when there is none. */
  find(userId: string): Promise<AccountRecord | null>;
  counts(userId: string): Promise<UserCounts>;
  /** The person's newest activity events, newest first. */
  recentActivity(userId: string, limit: number): Promise<UserActivity[]>;
  /**
   * How many active admins there are besides this account. Takes the staff roster's lock until the
   * current transaction ends, so two staff actions at once cannot both remove "the other" admin.
   */
  otherActiveAdmins(userId: string): Promise<number>;
  /** What the account owns now, for the deletion receipt. */
  footprint(userId: string): Promise<AccountFootprint>;
}
