import type { Clock } from '../../../shared/kernel/clock.ts';
import { AccountSuspendedError, SessionExpiredError } from '../domain/identity.errors.ts';
import { REFRESH_REUSE_GRACE_MS } from '../domain/rate-limits.ts';
import type { RefreshTokenRepository } from '../ports/refresh-token-repository.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import type { Session, SessionIssuer } from './session-issuer.ts';

/**
 * Rotates the refresh token: the presented one is spent and a new one of the same family issued.
 * A spent token presented again (after a short grace for a second tab) means it was stolen, so
 * the whole family is revoked.
 */
export class RefreshSession {
  readonly #refreshTokens: RefreshTokenRepository;
  readonly #users: UserRepository;
  readonly #secrets: Secrets;
  readonly #sessions: SessionIssuer;
  readonly #clock: Clock;
  constructor(
    refreshTokens: RefreshTokenRepository,
    users: UserRepository,
    secrets: Secrets,
    sessions: SessionIssuer,
    clock: Clock,
  ) {
    this.#refreshTokens = refreshTokens;
    this.#users = users;
    this.#secrets = secrets;
    this.#sessions = sessions;
    this.#clock = clock;
  }

  async execute(refreshToken: string | undefined): Promise<Session> {
    if (!refreshToken) throw new SessionExpiredError();
    const record = await this.#refreshTokens.findByHash(this.#secrets.digest(refreshToken));
    const now = this.#clock.now();
    if (!record || record.revokedAt || record.expiresAt.getTime() <= now.getTime())
      throw new SessionExpiredError();

    const user = await this.#users.findById(record.userId);
    if (!user) throw new SessionExpiredError();
    if (user.status === 'suspended') {
      await this.#refreshTokens.revokeFamily(record.familyId, now);
      throw new AccountSuspendedError();
    }

    const won = record.usedAt === null && (await this.#refreshTokens.markUsed(record.id, now));
    if (!won) {
      const usedAt = record.usedAt ?? now;
      if (now.getTime() - usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
        await this.#refreshTokens.revokeFamily(record.familyId, now);
        throw new SessionExpiredError();
      }
      // a concurrent refresh from another tab already rotated it: hand out an access token only
      const accessToken = await this.#sessions.accessTokenFor(user, record.familyId);
      return { accessToken, persistent: record.persistent, refreshExpiresAt: record.expiresAt };
    }
    return this.#sessions.start(user, record.persistent, record.familyId);
  }
}
