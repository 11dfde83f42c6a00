import type { ReadOwnedDocument } from '../../documents/index.ts';
import type { DocumentTexts } from '../ports/document-texts.ts';

/** The documents module's stored texts (within its analysis limit), for the caller's own documents. */
export class DocumentsModuleTexts implements DocumentTexts {
  readonly #read: ReadOwnedDocument;
  constructor(read: ReadOwnedDocument) {
    this.#read = read;
  }

  async read(userId: string, id: string, kind: 'resume' | 'job') {
    const { fileName, text, layout, reading } = await this.#read.execute(userId, id, kind);
    return { fileName, text, layout, reading };
  }
}
