import type { Clock } from '../../../shared/kernel/clock.ts';
import type { RefreshTokenRepository } from '../ports/refresh-token-repository.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/**
 * Ends the session of this browser: its refresh token family stops working, and every access
 * token of the account issued so far does too (a copied one must not outlive the sign-out). The
 * account's other browsers keep their refresh tokens and quietly fetch new access tokens.
 * Never fails.
 */
export class SignOut {
  readonly #refreshTokens: RefreshTokenRepository;
  readonly #users: UserRepository;
  readonly #secrets: Secrets;
  readonly #clock: Clock;
  constructor(refreshTokens: RefreshTokenRepository, users: UserRepository, secrets: Secrets, clock: Clock) {
    this.#refreshTokens = refreshTokens;
    this.#users = users;
    this.#secrets = secrets;
    this.#clock = clock;
  }

  /** `signedInAs` is the caller of a still-valid access token, for a browser that lost its cookie. */
  async execute(refreshToken: string | undefined, signedInAs?: string): Promise<void> {
    const record = refreshToken
      ? await this.#refreshTokens.findByHash(this.#secrets.digest(refreshToken))
      : null;
    if (record) await this.#refreshTokens.revokeFamily(record.familyId, this.#clock.now());
    const userId = record?.userId ?? signedInAs;
    if (userId) await this.#users.revokeAccessTokens(userId);
  }
}
