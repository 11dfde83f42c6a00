/** The actions on an account that identity carries out for staff. Each throws NOT_FOUND for no account. */
export interface AccountControls {
  /** Suspends (every session and access token ends at once) or lifts the suspension. */
  setSuspended(userId: string, suspended: boolean): Promise<void>;
  /** Mails the person a single-use reset link and ends their refresh tokens. */
  sendPasswordReset(userId: string): Promise<void>;
  /**
   * Deletes the account and all it owns: other modules' clean-up first (stored files, the paid
   * subscription at the provider), then the rows.
   */
  delete(userId: string): Promise<void>;
}
