import { AppError, NotFoundError, ValidationError } from '../../../shared/kernel/app-error.ts';
import { WeakPasswordError } from '../domain/identity.errors.ts';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '../domain/password-policy.ts';
import type { IdentityDeps } from './identity-deps.ts';

export const PASSWORD_UPDATED = 'Password updated successfully!';

/**
 * Changes the password of an e-mail account after checking the current one. The user's other
 * sessions end; every access token ends too, but the session making the change keeps its refresh
 * token, so that browser fetches a new access token on its next call and stays signed in.
 */
export class ChangePassword {
  readonly #d: IdentityDeps;
  constructor(deps: IdentityDeps) {
    this.#d = deps;
  }

  async execute(input: {
    userId: string;
    currentPassword: string;
    newPassword: string;
    /** The refresh-token family of the calling browser, from its access token. */
    currentSessionId: string;
  }): Promise<string> {
    const { users, hasher, refreshTokens, unitOfWork, clock } = this.#d;
    const user = await users.findById(input.userId);
    if (!user) throw new NotFoundError('Account');
    if (user.authProvider !== 'email' || !user.passwordHash) {
      throw new AppError('CONFLICT', 'Your password is managed by Google. Change it in your Google account.');
    }
    if (!(await hasher.verify(user.passwordHash, input.currentPassword))) {
      const message = 'Current password is incorrect.';
      throw new ValidationError(message, [{ path: ['currentPassword'], message, code: 'incorrect' }]);
    }
    const problem =
      input.newPassword.length < MIN_PASSWORD_LENGTH
        ? 'New password must be at least 8 characters long.'
        : passwordProblem(input.newPassword);
    if (problem) throw new WeakPasswordError(problem, 'newPassword');
    const passwordHash = await hasher.hash(input.newPassword);
    const now = clock.now();
    await unitOfWork.run(async () => {
      await users.save({ ...user, passwordHash, updatedAt: now });
      // only this user's families are touched, so a session id of someone else spares nothing
      await refreshTokens.revokeAllForUser(user.id, now, input.currentSessionId);
      await users.revokeAccessTokens(user.id);
    });
    return PASSWORD_UPDATED;
  }
}
