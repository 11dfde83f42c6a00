/** Counts unsubscribe calls per client, against guessing tokens. */
export interface UnsubscribeAttempts {
  /** Counts one call; refused with the seconds to wait when the client called too often. */
  take(clientKey: string, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}
