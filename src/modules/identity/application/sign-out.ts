import type { IdentityDeps } from './identity-deps.ts';

/** Ends the session of this browser: its refresh token family stops working. Never fails. */
export class SignOut {
  readonly #d: IdentityDeps;
  constructor(deps: IdentityDeps) {
    this.#d = deps;
  }

  async execute(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const { refreshTokens, secrets, clock } = this.#d;
    const record = await refreshTokens.findByHash(secrets.digest(refreshToken));
    if (record) await refreshTokens.revokeFamily(record.familyId, clock.now());
  }
}
