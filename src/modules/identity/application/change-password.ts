import { AppError, NotFoundError, ValidationError } from '../../../shared/kernel/app-error.ts';
import { WeakPasswordError } from '../domain/identity.errors.ts';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '../domain/password-policy.ts';
import type { IdentityDeps } from './identity-deps.ts';

export const PASSWORD_UPDATED = 'Password updated successfully!';

/**
 * Changes the password of an e-mail account after checking the current one; the user's other
 * sessions end, the one making the change stays.
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
    currentRefreshToken?: string;
  }): Promise<string> {
    const { users, hasher, refreshTokens, secrets, clock } = this.#d;
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
    const now = clock.now();
    await users.save({ ...user, passwordHash: await hasher.hash(input.newPassword), updatedAt: now });
    const current = input.currentRefreshToken
      ? await refreshTokens.findByHash(secrets.digest(input.currentRefreshToken))
      : null;
    await refreshTokens.revokeAllForUser(
      user.id,
      now,
      current?.userId === user.id ? current.familyId : undefined,
    );
    return PASSWORD_UPDATED;
  }
}
