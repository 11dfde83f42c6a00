import { AccountSuspendedError, SessionExpiredError } from '../domain/identity.errors.ts';
import { REFRESH_REUSE_GRACE_MS } from '../domain/rate-limits.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { type Session, SessionIssuer } from './session-issuer.ts';

/**
 * Rotates the refresh token: the presented one is spent and a new one of the same family issued.
 * A spent token presented again (after a short grace for a second tab) means it was stolen, so
 * the whole family is revoked.
 */
export class RefreshSession {
  readonly #d: IdentityDeps;
  readonly #sessions: SessionIssuer;

  constructor(deps: IdentityDeps) {
    this.#d = deps;
    this.#sessions = new SessionIssuer(deps);
  }

  async execute(refreshToken: string | undefined): Promise<Session> {
    const { refreshTokens, secrets, clock, users, accessTokens } = this.#d;
    if (!refreshToken) throw new SessionExpiredError();
    const record = await refreshTokens.findByHash(secrets.digest(refreshToken));
    const now = clock.now();
    if (!record || record.revokedAt || record.expiresAt.getTime() <= now.getTime())
      throw new SessionExpiredError();

    const user = await users.findById(record.userId);
    if (!user) throw new SessionExpiredError();
    if (user.status === 'suspended') {
      await refreshTokens.revokeFamily(record.familyId, now);
      throw new AccountSuspendedError();
    }

    const won = record.usedAt === null && (await refreshTokens.markUsed(record.id, now));
    if (!won) {
      const usedAt = record.usedAt ?? now;
      if (now.getTime() - usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
        await refreshTokens.revokeFamily(record.familyId, now);
        throw new SessionExpiredError();
      }
      // a concurrent refresh from another tab already rotated it: hand out an access token only
      const accessToken = await accessTokens.issue({
        userId: user.id,
        role: user.role,
        tokenVersion: user.tokenVersion,
        sessionId: record.familyId,
      });
      return { accessToken, persistent: record.persistent, refreshExpiresAt: record.expiresAt };
    }
    return this.#sessions.start(user, record.persistent, record.familyId);
  }
}
