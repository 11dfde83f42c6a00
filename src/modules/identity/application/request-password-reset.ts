import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import { RateLimitedError } from '../domain/identity.errors.ts';
import { PASSWORD_RESET_TTL_MS, RATE_LIMITS } from '../domain/rate-limits.ts';
import { normalizeEmail } from '../domain/user.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { OneTimeTokenRepository } from '../ports/one-time-token-repository.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import type { IdentitySettings } from './identity-settings.ts';
import { passwordResetMail } from './mail-templates.ts';

/**
 * Mails a single-use reset link valid for 15 minutes (earlier links stop working), at most one a
 * minute per account. The caller learns the same whether or not the account exists and whether
 * or not a mail went out, so nobody can probe which e-mails have accounts.
 */
export class RequestPasswordReset {
  readonly #users: UserRepository;
  readonly #rateLimiter: RateLimiter;
  readonly #oneTimeTokens: OneTimeTokenRepository;
  readonly #secrets: Secrets;
  readonly #mailer: Mailer;
  readonly #clock: Clock;
  readonly #ids: Ids;
  readonly #settings: Pick<IdentitySettings, 'publicUrl'>;
  constructor(
    users: UserRepository,
    rateLimiter: RateLimiter,
    oneTimeTokens: OneTimeTokenRepository,
    secrets: Secrets,
    mailer: Mailer,
    clock: Clock,
    ids: Ids,
    settings: Pick<IdentitySettings, 'publicUrl'>,
  ) {
    this.#users = users;
    this.#rateLimiter = rateLimiter;
    this.#oneTimeTokens = oneTimeTokens;
    this.#secrets = secrets;
    this.#mailer = mailer;
    this.#clock = clock;
    this.#ids = ids;
    this.#settings = settings;
  }

  async execute(input: { email: string; clientIp: string }): Promise<void> {
    const now = this.#clock.now();
    const email = normalizeEmail(input.email);
    const fromAddress = await this.#rateLimiter.hit(RATE_LIMITS.resetPerAddress(input.clientIp), now);
    if (!fromAddress.allowed) {
      throw new RateLimitedError(
        'Too many reset requests. Please try again later.',
        fromAddress.retryAfterSeconds,
      );
    }
    const user = await this.#users.findByEmail(email);
    if (user?.authProvider !== 'email' || user.status === 'suspended') return;
    // Never refused per account, or a stranger could deny the owner a reset: within the cool-down
    // the mail sent moments ago still holds the newest, working link.
    const mailCooldown = await this.#rateLimiter.hit(RATE_LIMITS.resetMailPerAccount(user.id), now);
    if (!mailCooldown.allowed) return;

    const token = this.#secrets.randomToken();
    await this.#oneTimeTokens.replace({
      id: this.#ids.next(),
      userId: user.id,
      purpose: 'password_reset',
      tokenHash: this.#secrets.digest(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      usedAt: null,
    });
    const link = `${this.#settings.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    // a failed delivery must not answer differently from the no-account case
    await this.#mailer.send(passwordResetMail(user.email, user.name, link)).catch(() => undefined);
  }
}
