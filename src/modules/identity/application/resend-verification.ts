import { AppError, NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import { RateLimitedError } from '../domain/identity.errors.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import type { VerificationMailer } from './verification-mailer.ts';

/** Mails a fresh verification link (at most one a minute and five an hour). */
export class ResendVerification {
  readonly #users: UserRepository;
  readonly #rateLimiter: RateLimiter;
  readonly #verification: VerificationMailer;
  readonly #mailer: Mailer;
  readonly #clock: Clock;
  constructor(
    users: UserRepository,
    rateLimiter: RateLimiter,
    verification: VerificationMailer,
    mailer: Mailer,
    clock: Clock,
  ) {
    this.#users = users;
    this.#rateLimiter = rateLimiter;
    this.#verification = verification;
    this.#mailer = mailer;
    this.#clock = clock;
  }

  async execute(userId: string): Promise<void> {
    const user = await this.#users.findById(userId);
    if (!user) throw new NotFoundError('Account');
    if (user.emailVerified) throw new AppError('CONFLICT', 'Your email is already verified.');
    const now = this.#clock.now();
    const perMinute = await this.#rateLimiter.hit(RATE_LIMITS.verificationCooldown(user.id), now);
    if (!perMinute.allowed) {
      throw new RateLimitedError(
        'Please wait a minute before requesting another link.',
        perMinute.retryAfterSeconds,
      );
    }
    const perHour = await this.#rateLimiter.hit(RATE_LIMITS.verificationPerHour(user.id), now);
    if (!perHour.allowed) {
      throw new RateLimitedError(
        'Too many links requested. Please try again later.',
        perHour.retryAfterSeconds,
      );
    }
    await this.#mailer.send(await this.#verification.prepare(user));
  }
}
