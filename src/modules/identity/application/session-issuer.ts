import type { User } from '../domain/user.ts';
import type { IdentityDeps } from './identity-deps.ts';

export interface Session {
  accessToken: string;
  /** Absent when a second tab refreshed within the grace window: its cookie is already current. */
  refreshToken?: string;
  /** Persistent ('Remember me') sessions keep their cookie across browser restarts. */
  persistent: boolean;
  refreshExpiresAt: Date;
}

/** Issues the pair every sign-in ends with: a short-lived access token and a stored refresh token. */
export class SessionIssuer {
  readonly #d: IdentityDeps;
  constructor(deps: IdentityDeps) {
    this.#d = deps;
  }

  async start(user: User, persistent: boolean, familyId?: string): Promise<Session> {
    const { secrets, refreshTokens, accessTokens, clock, ids, settings } = this.#d;
    const now = clock.now();
    const refreshToken = secrets.randomToken();
    const expiresAt = new Date(now.getTime() + settings.refreshTokenTtlDays * 86_400_000);
    const sessionId = familyId ?? ids.next();
    await refreshTokens.create({
      id: ids.next(),
      userId: user.id,
      familyId: sessionId,
      tokenHash: secrets.digest(refreshToken),
      persistent,
      createdAt: now,
      expiresAt,
      usedAt: null,
      revokedAt: null,
    });
    const accessToken = await accessTokens.issue({
      userId: user.id,
      role: user.role,
      tokenVersion: user.tokenVersion,
      sessionId,
    });
    return { accessToken, refreshToken, persistent, refreshExpiresAt: expiresAt };
  }
}
