import type { StoredDocument } from '../domain/document.ts';
import type { DocumentsDeps } from './documents-deps.ts';

export interface DocumentLists {
  resumes: StoredDocument[];
  jobDescriptions: StoredDocument[];
}

/** The caller's resumes and job descriptions, newest first. */
export class ListDocuments {
  readonly #d: DocumentsDeps;
  constructor(deps: DocumentsDeps) {
    this.#d = deps;
  }

  async execute(userId: string): Promise<DocumentLists> {
    const [resumes, jobDescriptions] = await Promise.all([
      this.#d.documents.listOwned(userId, 'resume'),
      this.#d.documents.listOwned(userId, 'job'),
    ]);
    return { resumes, jobDescriptions };
  }
}
