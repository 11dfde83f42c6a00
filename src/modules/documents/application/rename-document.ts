import type { DocumentKind, StoredDocument } from '../domain/document.ts';
import { renamedTo } from '../domain/upload-rules.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';
import { ownedDocument } from './owned-document.ts';

/** Renames the caller's document; a blank name leaves it as it was. */
export class RenameDocument {
  readonly #documents: DocumentRepository;
  constructor(documents: DocumentRepository) {
    this.#documents = documents;
  }

  async execute(userId: string, id: string, kind: DocumentKind, requested: string): Promise<StoredDocument> {
    const document = await ownedDocument(this.#documents, userId, id, kind);
    const name = renamedTo(requested);
    if (name === null || name === document.fileName) return document;
    await this.#documents.rename(id, name);
    return { ...document, fileName: name };
  }
}
