import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { DocumentKind } from '../domain/document.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';
import type { FileStorage } from '../ports/file-storage.ts';
import { ownedDocument } from './owned-document.ts';

/**
 * Deletes the caller's document: first its stored object (so a failure leaves nothing behind that
 * the user believes gone, and a retry finishes the job), then the row with its text, match
 * analyses and saved applications. Deleting the default resume makes the newest remaining one
 * the default.
 */
export class DeleteDocument {
  readonly #documents: DocumentRepository;
  readonly #storage: FileStorage;
  readonly #unitOfWork: UnitOfWork;
  constructor(documents: DocumentRepository, storage: FileStorage, unitOfWork: UnitOfWork) {
    this.#documents = documents;
    this.#storage = storage;
    this.#unitOfWork = unitOfWork;
  }

  async execute(userId: string, id: string, kind: DocumentKind): Promise<void> {
    const documents = this.#documents;
    const document = await ownedDocument(documents, userId, id, kind);
    await this.#storage.delete(document.storageKey);
    await this.#unitOfWork.run(async () => {
      await documents.lockOwner(userId);
      await documents.delete(id);
      if (document.isDefault) await documents.ensureDefaultResume(userId);
    });
  }
}
