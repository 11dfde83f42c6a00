import type { AppError } from '../../../shared/kernel/app-error.ts';
import type { Principal } from '../../../shared/kernel/principal.ts';
import { accessEnd } from '../domain/access.ts';
import { SessionExpiredError, SuspendedSessionError } from '../domain/identity.errors.ts';
import type { AccountView } from '../domain/user.ts';
import type { AccessTokens } from '../ports/access-tokens.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/** The caller, and their account exactly as this request read it, or why the token no longer counts. */
export type CallerCheck = { principal: Principal; account: AccountView } | { refused: AppError };

/**
 * Who presents this access token, decided on the server: the signature proves who it was issued
 * to, the account as stored now decides whether it still counts (it exists, is not suspended, its
 * token version has not moved since) and which role it holds. One primary-key read per request,
 * of what a request needs and no credentials; the account it returns spares the handler of the
 * same request a second read.
 */
export class AuthenticateCaller {
  readonly #accessTokens: AccessTokens;
  readonly #users: UserRepository;
  constructor(accessTokens: AccessTokens, users: UserRepository) {
    this.#accessTokens = accessTokens;
    this.#users = users;
  }

  async execute(token: string): Promise<CallerCheck> {
    const claims = await this.#accessTokens.verify(token);
    if (!claims) return { refused: new SessionExpiredError() };
    const account = await this.#users.findAccount(claims.userId);
    const ended = accessEnd(account, claims.tokenVersion);
    if (ended === 'suspended') return { refused: new SuspendedSessionError() };
    if (ended || !account) return { refused: new SessionExpiredError() };
    const { id: userId, role, tokenVersion } = account;
    return { principal: { userId, role, sessionId: claims.sessionId, tokenVersion }, account };
  }
}
