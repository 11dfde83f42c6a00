import type { Role } from '../domain/user.ts';

export interface AccessClaims {
  userId: string;
  /** For the web client's routing only: the server reads the role from the account, never from here. */
  role: Role;
  /** The account's token version when the token was issued; a later version ends the token. */
  tokenVersion: number;
  /** The refresh-token family (the browser session) the token was issued to. */
  sessionId: string;
}

export interface AccessTokens {
  /** A signed, short-lived token carrying the subject, role, token version, session and expiry. */
  issue(claims: AccessClaims): Promise<string>;
  /**
   * The claims of a token signed by us with the allowed algorithm, issued not in the future and
   * within its lifetime, whose subject and session are UUIDs; else null.
   */
  verify(token: string): Promise<AccessClaims | null>;
}
