import type { IdentityDeps } from './identity-deps.ts';

/** Follows a mailed verification link; true when the address is now verified. */
export class VerifyEmail {
  readonly #d: IdentityDeps;
  constructor(deps: IdentityDeps) {
    this.#d = deps;
  }

  async execute(token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const { oneTimeTokens, secrets, users, unitOfWork, clock } = this.#d;
    const now = clock.now();
    const record = await oneTimeTokens.findByHash(secrets.digest(token), 'email_verification');
    if (!record || record.usedAt || record.expiresAt.getTime() <= now.getTime()) return false;
    return unitOfWork.run(async () => {
      const user = await users.findById(record.userId);
      if (!user || !(await oneTimeTokens.consume(record.id, now))) return false;
      await users.save({ ...user, emailVerified: true, updatedAt: now });
      return true;
    });
  }
}
