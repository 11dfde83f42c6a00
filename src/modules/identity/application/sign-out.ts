import type { IdentityDeps } from './identity-deps.ts';

/**
 * Ends the session of this browser: its refresh token family stops working, and every access
 * token of the account issued so far does too (a copied one must not outlive the sign-out). The
 * account's other browsers keep their refresh tokens and quietly fetch new access tokens.
 * Never fails.
 */
export class SignOut {
  readonly #d: IdentityDeps;
  constructor(deps: IdentityDeps) {
    this.#d = deps;
  }

  /** `signedInAs` is the caller of a still-valid access token, for a browser that lost its cookie. */
  async execute(refreshToken: string | undefined, signedInAs?: string): Promise<void> {
    const { refreshTokens, users, secrets, clock } = this.#d;
    const record = refreshToken ? await refreshTokens.findByHash(secrets.digest(refreshToken)) : null;
    if (record) await refreshTokens.revokeFamily(record.familyId, clock.now());
    const userId = record?.userId ?? signedInAs;
    if (userId) await users.revokeAccessTokens(userId);
  }
}
