import { AppError, NotFoundError, ValidationError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import { WeakPasswordError } from '../domain/identity.errors.ts';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '../domain/password-policy.ts';
import type { PasswordHasher } from '../ports/password-hasher.ts';
import type { RefreshTokenRepository } from '../ports/refresh-token-repository.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/**
 * Changes the password of an e-mail account after checking the current one. The user's other
 * sessions end; every access token ends too, but the session making the change keeps its refresh
 * token, so that browser fetches a new access token on its next call and stays signed in.
 */
export class ChangePassword {
  readonly #users: UserRepository;
  readonly #hasher: PasswordHasher;
  readonly #refreshTokens: RefreshTokenRepository;
  readonly #unitOfWork: UnitOfWork;
  readonly #clock: Clock;
  constructor(
    users: UserRepository,
    hasher: PasswordHasher,
    refreshTokens: RefreshTokenRepository,
    unitOfWork: UnitOfWork,
    clock: Clock,
  ) {
    this.#users = users;
    this.#hasher = hasher;
    this.#refreshTokens = refreshTokens;
    this.#unitOfWork = unitOfWork;
    this.#clock = clock;
  }

  async execute(input: {
    userId: string;
    currentPassword: string;
    newPassword: string;
    /** The refresh-token family of the calling browser, from its access token. */
    currentSessionId: string;
  }): Promise<void> {
    const user = await this.#users.findById(input.userId);
    if (!user) throw new NotFoundError('Account');
    if (user.authProvider !== 'email' || !user.passwordHash) {
      throw new AppError('CONFLICT', 'Your password is managed by Google. Change it in your Google account.');
    }
    if (!(await this.#hasher.verify(user.passwordHash, input.currentPassword))) {
      const message = 'Current password is incorrect.';
      throw new ValidationError(message, [{ path: ['currentPassword'], message, code: 'incorrect' }]);
    }
    const problem =
      input.newPassword.length < MIN_PASSWORD_LENGTH
        ? 'New password must be at least 8 characters long.'
        : passwordProblem(input.newPassword);
    if (problem) throw new WeakPasswordError(problem, 'newPassword');
    const passwordHash = await this.#hasher.hash(input.newPassword);
    const now = this.#clock.now();
    await this.#unitOfWork.run(async () => {
      await this.#users.save({ ...user, passwordHash, updatedAt: now });
      // only this user's families are touched, so a session id of someone else spares nothing
      await this.#refreshTokens.revokeAllForUser(user.id, now, input.currentSessionId);
      await this.#users.revokeAccessTokens(user.id);
    });
  }
}
