import { ValidationError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import { WeakPasswordError } from '../domain/identity.errors.ts';
import { passwordProblem } from '../domain/password-policy.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import type { OneTimeTokenRepository } from '../ports/one-time-token-repository.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { RefreshTokenRepository } from '../ports/refresh-token-repository.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { UserRepository } from '../ports/user-repository.ts';

const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

/** Sets a new password with a reset token: single use, 15 minutes; every session and access token ends. */
export class ResetPassword {
  readonly #oneTimeTokens: OneTimeTokenRepository;
  readonly #secrets: Secrets;
  readonly #users: UserRepository;
  readonly #hasher: PasswordHasher;
  readonly #refreshTokens: RefreshTokenRepository;
  readonly #rateLimiter: RateLimiter;
  readonly #unitOfWork: UnitOfWork;
  readonly #clock: Clock;
  constructor(
    oneTimeTokens: OneTimeTokenRepository,
    secrets: Secrets,
    users: UserRepository,
    hasher: PasswordHasher,
    refreshTokens: RefreshTokenRepository,
    rateLimiter: RateLimiter,
    unitOfWork: UnitOfWork,
    clock: Clock,
  ) {
    this.#oneTimeTokens = oneTimeTokens;
    this.#secrets = secrets;
    this.#users = users;
    this.#hasher = hasher;
    this.#refreshTokens = refreshTokens;
    this.#rateLimiter = rateLimiter;
    this.#unitOfWork = unitOfWork;
    this.#clock = clock;
  }

  async execute(input: { token: string; password: string }): Promise<void> {
    const now = this.#clock.now();
    const record = await this.#oneTimeTokens.findByHash(this.#secrets.digest(input.token), 'password_reset');
    if (!record || record.usedAt || record.expiresAt.getTime() <= now.getTime()) {
      throw new ValidationError(INVALID_RESET_LINK, [
        { path: ['token'], message: INVALID_RESET_LINK, code: 'invalid_token' },
      ]);
    }
    const problem = passwordProblem(input.password);
    if (problem) throw new WeakPasswordError(problem);
    const user = await this.#users.findById(record.userId);
    if (!user) throw new ValidationError(INVALID_RESET_LINK);
    const passwordHash = await this.#hasher.hash(input.password);

    await this.#unitOfWork.run(async () => {
      if (!(await this.#oneTimeTokens.consume(record.id, now))) throw new ValidationError(INVALID_RESET_LINK);
      // the link reached this inbox, so the address is proven as well
      await this.#users.save({ ...user, passwordHash, emailVerified: true, updatedAt: now });
      await this.#refreshTokens.revokeAllForUser(user.id, now);
      await this.#users.revokeAccessTokens(user.id);
    });
    // the owner proved the inbox: earlier failed guesses must not slow their first sign-in
    await this.#rateLimiter.clear(RATE_LIMITS.signInPerAccount(user.emailNormalized));
  }
}
