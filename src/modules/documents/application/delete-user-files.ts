import type { AccountDeletionStep } from '../../identity/index.ts';
import type { DocumentsDeps } from './documents-deps.ts';

/**
 * Runs before an account is deleted: removes the stored objects of all its documents. The rows go
 * with the account (ON DELETE CASCADE); a storage failure stops the deletion so it can be retried
 * rather than leaving the user's files behind.
 */
export class DeleteUserFiles implements AccountDeletionStep {
  readonly #d: DocumentsDeps;
  constructor(deps: DocumentsDeps) {
    this.#d = deps;
  }

  async beforeDelete(userId: string): Promise<void> {
    const keys = await this.#d.documents.storageKeysOf(userId);
    for (const key of keys) await this.#d.storage.delete(key);
  }
}
