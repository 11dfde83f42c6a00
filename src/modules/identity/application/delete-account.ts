import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/** Something another module must clean up before an account disappears (stored files, say). */
export interface AccountDeletionStep {
  beforeDelete(userId: string): Promise<void>;
}

/** Removes the account and everything it owns; its sessions stop working at once. */
export class DeleteAccount {
  readonly #users: UserRepository;
  readonly #unitOfWork: UnitOfWork;
  readonly #steps: readonly AccountDeletionStep[];
  constructor(users: UserRepository, unitOfWork: UnitOfWork, steps: readonly AccountDeletionStep[] = []) {
    this.#users = users;
    this.#unitOfWork = unitOfWork;
    this.#steps = steps;
  }

  async execute(userId: string): Promise<void> {
    if (!(await this.#users.findById(userId))) throw new NotFoundError('Account');
    for (const step of this.#steps) await step.beforeDelete(userId);
    // rows of every module reference users with ON DELETE CASCADE, refresh tokens included
    await this.#unitOfWork.run(() => this.#users.delete(userId));
  }
}
