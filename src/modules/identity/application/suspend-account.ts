import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';

/**
 * Suspends an account or lifts the suspension (staff action). Suspending ends every session and
 * access token at once; lifting it does not bring back the tokens issued before.
 */
export class SuspendAccount {
  readonly #d: IdentityDeps;
  constructor(deps: IdentityDeps) {
    this.#d = deps;
  }

  async execute(userId: string, suspended: boolean): Promise<void> {
    const { users, refreshTokens, unitOfWork, clock } = this.#d;
    const user = await users.findById(userId);
    if (!user) throw new NotFoundError('Account');
    const now = clock.now();
    await unitOfWork.run(async () => {
      await users.save({ ...user, status: suspended ? 'suspended' : 'active', updatedAt: now });
      if (!suspended) return;
      await refreshTokens.revokeAllForUser(user.id, now);
      await users.revokeAccessTokens(user.id);
    });
  }
}
