import type { Clock } from '../../../shared/kernel/clock.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { OneTimeTokenRepository } from '../ports/one-time-token-repository.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/** Follows a mailed verification link; true when the address is now verified. */
export class VerifyEmail {
  readonly #oneTimeTokens: OneTimeTokenRepository;
  readonly #secrets: Secrets;
  readonly #users: UserRepository;
  readonly #unitOfWork: UnitOfWork;
  readonly #clock: Clock;
  constructor(
    oneTimeTokens: OneTimeTokenRepository,
    secrets: Secrets,
    users: UserRepository,
    unitOfWork: UnitOfWork,
    clock: Clock,
  ) {
    this.#oneTimeTokens = oneTimeTokens;
    this.#secrets = secrets;
    this.#users = users;
    this.#unitOfWork = unitOfWork;
    this.#clock = clock;
  }

  async execute(token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const now = this.#clock.now();
    const record = await this.#oneTimeTokens.findByHash(this.#secrets.digest(token), 'email_verification');
    if (!record || record.usedAt || record.expiresAt.getTime() <= now.getTime()) return false;
    return this.#unitOfWork.run(async () => {
      const user = await this.#users.findById(record.userId);
      if (!user || !(await this.#oneTimeTokens.consume(record.id, now))) return false;
      await this.#users.save({ ...user, emailVerified: true, updatedAt: now });
      return true;
    });
  }
}
