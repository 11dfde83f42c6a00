import type { Role } from '../domain/user.ts';

export interface AccessClaims {
  userId: string;
  role: Role;
}

export interface AccessTokens {
  /** A signed, short-lived token carrying the subject, role and expiry. */
  issue(claims: AccessClaims): Promise<string>;
  /** The claims of a valid, unexpired token signed by us with the allowed algorithm, else null. */
  verify(token: string): Promise<AccessClaims | null>;
}
