/** What is counted against abuse: per person for signed-in writes, per address for public ones. */
export type LimitedAction = 'contact' | 'feedback' | 'ticket' | 'ticket-reply';

/** Counts writes against spam and flooding; kept in the database, so it holds across instances. */
export interface AbuseLimits {
  /** Counts one; refused with the seconds to wait when there were too many. */
  take(
    action: LimitedAction,
    key: string,
    now: Date,
  ): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}
