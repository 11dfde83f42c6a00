import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';

/** Something another module must clean up before an account disappears (stored files, say). */
export interface AccountDeletionStep {
  beforeDelete(userId: string): Promise<void>;
}

/** Removes the account and everything it owns; its sessions stop working at once. */
export class DeleteAccount {
  readonly #d: IdentityDeps;
  readonly #steps: AccountDeletionStep[];
  constructor(deps: IdentityDeps, steps: AccountDeletionStep[] = []) {
    this.#d = deps;
    this.#steps = steps;
  }

  async execute(userId: string): Promise<void> {
    const { users, unitOfWork } = this.#d;
    if (!(await users.findById(userId))) throw new NotFoundError('Account');
    for (const step of this.#steps) await step.beforeDelete(userId);
    // rows of every module reference users with ON DELETE CASCADE, refresh tokens included
    await unitOfWork.run(() => users.delete(userId));
  }
}
