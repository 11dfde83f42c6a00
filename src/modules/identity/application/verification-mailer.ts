import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import { EMAIL_VERIFICATION_TTL_MS } from '../domain/rate-limits.ts';
import type { User } from '../domain/user.ts';
import type { Mail } from '../ports/mailer.ts';
import type { OneTimeTokenRepository } from '../ports/one-time-token-repository.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { IdentitySettings } from './identity-settings.ts';
import { verificationMail } from './mail-templates.ts';

/** Creates a verification token (earlier ones stop working) and writes the mail carrying its link. */
export class VerificationMailer {
  readonly #secrets: Secrets;
  readonly #oneTimeTokens: OneTimeTokenRepository;
  readonly #clock: Clock;
  readonly #ids: Ids;
  readonly #settings: Pick<IdentitySettings, 'publicUrl'>;
  constructor(
    secrets: Secrets,
    oneTimeTokens: OneTimeTokenRepository,
    clock: Clock,
    ids: Ids,
    settings: Pick<IdentitySettings, 'publicUrl'>,
  ) {
    this.#secrets = secrets;
    this.#oneTimeTokens = oneTimeTokens;
    this.#clock = clock;
    this.#ids = ids;
    this.#settings = settings;
  }

  /** Stores the token; returns the mail to send once the surrounding transaction has committed. */
  async prepare(user: User): Promise<Mail> {
    const token = this.#secrets.randomToken();
    const now = this.#clock.now();
    await this.#oneTimeTokens.replace({
      id: this.#ids.next(),
      userId: user.id,
      purpose: 'email_verification',
      tokenHash: this.#secrets.digest(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
      usedAt: null,
    });
    const link = `${this.#settings.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
    return verificationMail(user.email, user.name, link);
  }
}
