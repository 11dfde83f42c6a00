import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import { PASSWORD_RESET_TTL_MS } from '../domain/rate-limits.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { OneTimeTokenRepository } from '../ports/one-time-token-repository.ts';
import type { RefreshTokenRepository } from '../ports/refresh-token-repository.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import type { IdentitySettings } from './identity-settings.ts';
import { staffPasswordResetMail } from './mail-templates.ts';

/**
 * Staff send a person a password reset link (the admin module's action): the same single-use,
 * 15-minute link as a self-service request, mailed to the person only, and every refresh token of
 * theirs is revoked so no remembered session outlives the reset. Unlike the self-service request
 * it is neither rate limited per address nor silent: the account must exist, and a mail that cannot
 * be queued fails the action. Nobody but the person ever sees the link.
 */
export class SendPasswordResetLink {
  readonly #users: UserRepository;
  readonly #oneTimeTokens: OneTimeTokenRepository;
  readonly #refreshTokens: RefreshTokenRepository;
  readonly #secrets: Secrets;
  readonly #mailer: Mailer;
  readonly #unitOfWork: UnitOfWork;
  readonly #clock: Clock;
  readonly #ids: Ids;
  readonly #settings: Pick<IdentitySettings, 'publicUrl'>;
  constructor(
    users: UserRepository,
    oneTimeTokens: OneTimeTokenRepository,
    refreshTokens: RefreshTokenRepository,
    secrets: Secrets,
    mailer: Mailer,
    unitOfWork: UnitOfWork,
    clock: Clock,
    ids: Ids,
    settings: Pick<IdentitySettings, 'publicUrl'>,
  ) {
    this.#users = users;
    this.#oneTimeTokens = oneTimeTokens;
    this.#refreshTokens = refreshTokens;
    this.#secrets = secrets;
    this.#mailer = mailer;
    this.#unitOfWork = unitOfWork;
    this.#clock = clock;
    this.#ids = ids;
    this.#settings = settings;
  }

  async execute(userId: string): Promise<void> {
    const user = await this.#users.findById(userId);
    if (!user) throw new NotFoundError('Account');
    const now = this.#clock.now();
    const token = this.#secrets.randomToken();
    const link = `${this.#settings.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    // the mail is queued in the same transaction as the token: both exist, or neither
    await this.#unitOfWork.run(async () => {
      await this.#oneTimeTokens.replace({
        id: this.#ids.next(),
        userId: user.id,
        purpose: 'password_reset',
        tokenHash: this.#secrets.digest(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
        usedAt: null,
      });
      await this.#refreshTokens.revokeAllForUser(user.id, now);
      await this.#mailer.send(staffPasswordResetMail(user.email, user.name, link));
    });
  }
}
