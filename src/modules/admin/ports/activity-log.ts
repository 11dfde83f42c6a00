import type { Counted } from '../../../shared/kernel/paging.ts';
import type { ActivityEntry } from '../domain/activity.ts';

export interface ActivityQuery {
  page: number;
  limit: number;
  /** Substring of the user's e-mail (or the e-mail a failed sign-in tried) or of the event name. */
  search?: string | undefined;
  userId?: string | undefined;
  event?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** The activity log: written where things happen, read by admins. */
export interface ActivityLog {
  /** Stores one entry with the account's current e-mail (null when the user id names nobody). */
  append(entry: Omit<ActivityEntry, 'userEmail'>): Promise<void>;
  /** Entries the query selects, newest first, one page and the total. */
  search(query: ActivityQuery): Promise<{ entries: ActivityEntry[]; total: Counted }>;
}
