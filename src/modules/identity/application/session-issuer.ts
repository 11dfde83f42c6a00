import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { User } from '../domain/user.ts';
import type { AccessTokens } from '../ports/access-tokens.ts';
import type { RefreshTokenRepository } from '../ports/refresh-token-repository.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { IdentitySettings } from './identity-settings.ts';

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
  readonly #secrets: Secrets;
  readonly #refreshTokens: RefreshTokenRepository;
  readonly #accessTokens: AccessTokens;
  readonly #clock: Clock;
  readonly #ids: Ids;
  readonly #settings: Pick<IdentitySettings, 'refreshTokenTtlDays'>;
  constructor(
    secrets: Secrets,
    refreshTokens: RefreshTokenRepository,
    accessTokens: AccessTokens,
    clock: Clock,
    ids: Ids,
    settings: Pick<IdentitySettings, 'refreshTokenTtlDays'>,
  ) {
    this.#secrets = secrets;
    this.#refreshTokens = refreshTokens;
    this.#accessTokens = accessTokens;
    this.#clock = clock;
    this.#ids = ids;
    this.#settings = settings;
  }

  async start(user: User, persistent: boolean, familyId?: string): Promise<Session> {
    const now = this.#clock.now();
    const refreshToken = this.#secrets.randomToken();
    const expiresAt = new Date(now.getTime() + this.#settings.refreshTokenTtlDays * 86_400_000);
    const sessionId = familyId ?? this.#ids.next();
    await this.#refreshTokens.create({
      id: this.#ids.next(),
      userId: user.id,
      familyId: sessionId,
      tokenHash: this.#secrets.digest(refreshToken),
      persistent,
      createdAt: now,
      expiresAt,
      usedAt: null,
      revokedAt: null,
    });
    const accessToken = await this.accessTokenFor(user, sessionId);
    return { accessToken, refreshToken, persistent, refreshExpiresAt: expiresAt };
  }

  /** An access token alone, for a session whose refresh token stays as it is. */
  accessTokenFor(user: User, sessionId: string): Promise<string> {
    return this.#accessTokens.issue({
      userId: user.id,
      role: user.role,
      tokenVersion: user.tokenVersion,
      sessionId,
    });
  }
}
