import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { RefreshTokenRepository } from '../ports/refresh-token-repository.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/**
 * Suspends an account or lifts the suspension (staff action). Suspending ends every session and
 * access token at once; lifting it does not bring back the tokens issued before.
 */
export class SuspendAccount {
  readonly #users: UserRepository;
  readonly #refreshTokens: RefreshTokenRepository;
  readonly #unitOfWork: UnitOfWork;
  readonly #clock: Clock;
  constructor(
    users: UserRepository,
    refreshTokens: RefreshTokenRepository,
    unitOfWork: UnitOfWork,
    clock: Clock,
  ) {
    this.#users = users;
    this.#refreshTokens = refreshTokens;
    this.#unitOfWork = unitOfWork;
    this.#clock = clock;
  }

  async execute(userId: string, suspended: boolean): Promise<void> {
    const user = await this.#users.findById(userId);
    if (!user) throw new NotFoundError('Account');
    const now = this.#clock.now();
    await this.#unitOfWork.run(async () => {
      await this.#users.save({ ...user, status: suspended ? 'suspended' : 'active', updatedAt: now });
      if (!suspended) return;
      await this.#refreshTokens.revokeAllForUser(user.id, now);
      await this.#users.revokeAccessTokens(user.id);
    });
  }
}
