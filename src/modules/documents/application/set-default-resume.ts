import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { StoredDocument } from '../domain/document.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';
import { ownedDocument } from './owned-document.ts';

/** Makes one of the caller's resumes the default one (and no other). */
export class SetDefaultResume {
  readonly #documents: DocumentRepository;
  readonly #unitOfWork: UnitOfWork;
  constructor(documents: DocumentRepository, unitOfWork: UnitOfWork) {
    this.#documents = documents;
    this.#unitOfWork = unitOfWork;
  }

  async execute(userId: string, id: string): Promise<StoredDocument> {
    const resume = await ownedDocument(this.#documents, userId, id, 'resume');
    if (!resume.isDefault) {
      await this.#unitOfWork.run(async () => {
        await this.#documents.lockOwner(userId);
        await this.#documents.setDefaultResume(userId, id);
      });
    }
    return { ...resume, isDefault: true };
  }
}
