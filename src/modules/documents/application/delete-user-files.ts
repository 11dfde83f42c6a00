import type { AccountDeletionStep } from '../../identity/index.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';
import type { FileStorage } from '../ports/file-storage.ts';

/**
 * Runs before an account is deleted: removes the stored objects of all its documents. The rows go
 * with the account (ON DELETE CASCADE); a storage failure stops the deletion so it can be retried
 * rather than leaving the user's files behind.
 */
export class DeleteUserFiles implements AccountDeletionStep {
  readonly #documents: DocumentRepository;
  readonly #storage: FileStorage;
  constructor(documents: DocumentRepository, storage: FileStorage) {
    this.#documents = documents;
    this.#storage = storage;
  }

  async beforeDelete(userId: string): Promise<void> {
    const keys = await this.#documents.storageKeysOf(userId);
    for (const key of keys) await this.#storage.delete(key);
  }
}
