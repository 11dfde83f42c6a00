/** Who is calling: established by the identity module from a verified access token and the account. */
export interface Principal {
  userId: string;
  /** As stored for the account now, not as the token claimed it. */
  role: 'user' | 'admin' | 'support';
  /** The sign-in session (refresh-token family) the access token belongs to. */
  sessionId: string;
  /**
   * The account's token version this request's access token carries (it equals the stored one, or
   * the request was refused): a live stream ends once the stored version moves on.
   */
  tokenVersion: number;
}
