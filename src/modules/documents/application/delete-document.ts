import type { DocumentKind } from '../domain/document.ts';
import type { DocumentsDeps } from './documents-deps.ts';
import { ownedDocument } from './owned-document.ts';

/**
 * Deletes the caller's document: first its stored object (so a failure leaves nothing behind that
 * the user believes gone, and a retry finishes the job), then the row with its text, match
 * analyses and saved applications. Deleting the default resume makes the newest remaining one
 * the default.
 */
export class DeleteDocument {
  readonly #d: DocumentsDeps;
  constructor(deps: DocumentsDeps) {
    this.#d = deps;
  }

  async execute(userId: string, id: string, kind: DocumentKind): Promise<void> {
    const { documents, storage, unitOfWork } = this.#d;
    const document = await ownedDocument(this.#d, userId, id, kind);
    await storage.delete(document.storageKey);
    await unitOfWork.run(async () => {
      await documents.lockOwner(userId);
      await documents.delete(id);
      if (document.isDefault) await documents.ensureDefaultResume(userId);
    });
  }
}
