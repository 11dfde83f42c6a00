import type { AppError } from '../../../shared/kernel/app-error.ts';
import type { Principal } from '../../../shared/kernel/principal.ts';
import { SessionExpiredError, SuspendedSessionError } from '../domain/identity.errors.ts';
import type { AccessTokens } from '../ports/access-tokens.ts';
import type { UserRepository } from '../ports/user-repository.ts';

export type CallerCheck = { principal: Principal } | { refused: AppError };

/**
 * Who presents this access token, decided on the server: the signature proves who it was issued
 * to, the account as stored now decides whether it still counts (it exists, is not suspended, its
 * token version has not moved since) and which role it holds. One primary-key read per request.
 */
export class AuthenticateCaller {
  readonly #accessTokens: AccessTokens;
  readonly #users: UserRepository;
  constructor(deps: { accessTokens: AccessTokens; users: UserRepository }) {
    this.#accessTokens = deps.accessTokens;
    this.#users = deps.users;
  }

  async execute(token: string): Promise<CallerCheck> {
    const claims = await this.#accessTokens.verify(token);
    if (!claims) return { refused: new SessionExpiredError() };
    const account = await this.#users.accessOf(claims.userId);
    if (!account) return { refused: new SessionExpiredError() };
    if (account.status === 'suspended') return { refused: new SuspendedSessionError() };
    if (account.tokenVersion !== claims.tokenVersion) return { refused: new SessionExpiredError() };
    return { principal: { userId: claims.userId, role: account.role, sessionId: claims.sessionId } };
  }
}
