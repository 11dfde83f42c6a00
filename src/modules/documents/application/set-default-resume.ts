import type { StoredDocument } from '../domain/document.ts';
import type { DocumentsDeps } from './documents-deps.ts';
import { ownedDocument } from './owned-document.ts';

/** Makes one of the caller's resumes the default one (and no other). */
export class SetDefaultResume {
  readonly #d: DocumentsDeps;
  constructor(deps: DocumentsDeps) {
    this.#d = deps;
  }

  async execute(userId: string, id: string): Promise<StoredDocument> {
    const resume = await ownedDocument(this.#d, userId, id, 'resume');
    if (!resume.isDefault) {
      await this.#d.unitOfWork.run(async () => {
        await this.#d.documents.lockOwner(userId);
        await this.#d.documents.setDefaultResume(userId, id);
      });
    }
    return { ...resume, isDefault: true };
  }
}
