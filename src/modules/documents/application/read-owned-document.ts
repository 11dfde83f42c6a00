import type { StructuredResume } from '../../coaching/index.ts';
import type { DocumentKind, FileType } from '../domain/document.ts';
import { DocumentNotFoundError } from '../domain/documents.errors.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';
import { analysedTextOf } from './analysed-text-of.ts';
import { ownedDocument } from './owned-document.ts';

/** A document with its extracted text, as other modules (interviewing, polishing) read it. */
export interface DocumentText {
  id: string;
  kind: DocumentKind;
  fileName: string;
  fileType: FileType;
  /** The plain text: for quotes, evidence and anything written from the resume's words. */
  text: string;
  /** The layout text (the plain text when none is stored): what a resume is structured from. */
  layout: string;
  /** A resume's reading as the person corrected it ('Review what we read'); null until they do. */
  reading: StructuredResume | null;
}

/** The caller's document and its text (as the coaching engine reads it); 404 unless the caller's. */
export class ReadOwnedDocument {
  readonly #documents: DocumentRepository;
  constructor(documents: DocumentRepository) {
    this.#documents = documents;
  }

  async execute(userId: string, id: string, kind: DocumentKind): Promise<DocumentText> {
    const document = await ownedDocument(this.#documents, userId, id, kind);
    const texts = await analysedTextOf(this.#documents, id);
    if (texts === null) throw new DocumentNotFoundError(kind);
    return { id, kind, fileName: document.fileName, fileType: document.fileType, ...texts };
  }
}
