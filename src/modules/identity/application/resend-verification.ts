import { AppError, NotFoundError } from '../../../shared/kernel/app-error.ts';
import { RateLimitedError } from '../domain/identity.errors.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { VerificationMailer } from './verification-mailer.ts';

export const VERIFICATION_SENT = 'A new verification link has been sent.';

/** Mails a fresh verification link (at most one a minute and five an hour). */
export class ResendVerification {
  readonly #d: IdentityDeps;
  readonly #verification: VerificationMailer;
  constructor(deps: IdentityDeps) {
    this.#d = deps;
    this.#verification = new VerificationMailer(deps);
  }

  async execute(userId: string): Promise<string> {
    const { users, rateLimiter, mailer, clock } = this.#d;
    const user = await users.findById(userId);
    if (!user) throw new NotFoundError('Account');
    if (user.emailVerified) throw new AppError('CONFLICT', 'Your email is already verified.');
    const now = clock.now();
    const perMinute = await rateLimiter.hit(RATE_LIMITS.verificationCooldown(user.id), now);
    if (!perMinute.allowed) {
      throw new RateLimitedError(
        'Please wait a minute before requesting another link.',
        perMinute.retryAfterSeconds,
      );
    }
    const perHour = await rateLimiter.hit(RATE_LIMITS.verificationPerHour(user.id), now);
    if (!perHour.allowed) {
      throw new RateLimitedError(
        'Too many links requested. Please try again later.',
        perHour.retryAfterSeconds,
      );
    }
    await mailer.send(await this.#verification.prepare(user));
    return VERIFICATION_SENT;
  }
}
