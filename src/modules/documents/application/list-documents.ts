import type { StoredDocument } from '../domain/document.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';

export interface DocumentLists {
  resumes: StoredDocument[];
  jobDescriptions: StoredDocument[];
}

/** The caller's resumes and job descriptions, newest first. */
export class ListDocuments {
  readonly #documents: DocumentRepository;
  constructor(documents: DocumentRepository) {
    this.#documents = documents;
  }

  async execute(userId: string): Promise<DocumentLists> {
    const [resumes, jobDescriptions] = await Promise.all([
      this.#documents.listOwned(userId, 'resume'),
      this.#documents.listOwned(userId, 'job'),
    ]);
    return { resumes, jobDescriptions };
  }
}
