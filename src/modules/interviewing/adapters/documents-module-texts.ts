import type { ReadOwnedDocument } from '../../documents/index.ts';
import type { DocumentTexts } from '../ports/document-texts.ts';

/** The caller's document texts through the documents module's public use case (404 when not owned). */
export class DocumentsModuleTexts implements DocumentTexts {
  readonly #read: () => ReadOwnedDocument;
  constructor(read: () => ReadOwnedDocument) {
    this.#read = read;
  }

  async textOf(userId: string, documentId: string, kind: 'resume' | 'job') {
    const { text, layout, reading } = await this.#read().execute(userId, documentId, kind);
    return { text, layout, reading };
  }
}
