import { ValidationError } from '../../../shared/kernel/app-error.ts';
import { WeakPasswordError } from '../domain/identity.errors.ts';
import { passwordProblem } from '../domain/password-policy.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import type { IdentityDeps } from './identity-deps.ts';

export const INVALID_RESET_LINK =
  'This password reset link is invalid or has expired. Please request a new one.';

/** Sets a new password with a reset token: single use, 15 minutes; every session and access token ends. */
export class ResetPassword {
  readonly #d: IdentityDeps;
  constructor(deps: IdentityDeps) {
    this.#d = deps;
  }

  async execute(input: { token: string; password: string }): Promise<void> {
    const { oneTimeTokens, secrets, users, hasher, refreshTokens, rateLimiter, unitOfWork, clock } = this.#d;
    const now = clock.now();
    const record = await oneTimeTokens.findByHash(secrets.digest(input.token), 'password_reset');
    if (!record || record.usedAt || record.expiresAt.getTime() <= now.getTime()) {
      throw new ValidationError(INVALID_RESET_LINK, [
        { path: ['token'], message: INVALID_RESET_LINK, code: 'invalid_token' },
      ]);
    }
    const problem = passwordProblem(input.password);
    if (problem) throw new WeakPasswordError(problem);
    const user = await users.findById(record.userId);
    if (!user) throw new ValidationError(INVALID_RESET_LINK);
    const passwordHash = await hasher.hash(input.password);

    await unitOfWork.run(async () => {
      if (!(await oneTimeTokens.consume(record.id, now))) throw new ValidationError(INVALID_RESET_LINK);
      // the link reached this inbox, so the address is proven as well
      await users.save({ ...user, passwordHash, emailVerified: true, updatedAt: now });
      await refreshTokens.revokeAllForUser(user.id, now);
      await users.revokeAccessTokens(user.id);
    });
    // the owner proved the inbox: earlier failed guesses must not slow their first sign-in
    await rateLimiter.clear(RATE_LIMITS.signInPerAccount(user.emailNormalized));
  }
}
