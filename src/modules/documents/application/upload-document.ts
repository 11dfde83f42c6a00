import { AppError } from '../../../shared/kernel/app-error.ts';
import type { FreeLimit } from '../../identity/index.ts';
import {
  CONTENT_TYPES,
  type DocumentKind,
  type FileType,
  type StoredDocument,
  storageKeyFor,
} from '../domain/document.ts';
import {
  DocumentTooComplexError,
  FileTooLargeError,
  FREE_PLAN_UPLOAD_MESSAGE,
  NoExtractableTextError,
  UnsupportedFileTypeError,
} from '../domain/documents.errors.ts';
import { documentName, MAX_UPLOAD_BYTES, sniffFileType, usableText } from '../domain/upload-rules.ts';
import type { DocumentsDeps } from './documents-deps.ts';
import { signedDownloadUrl } from './signed-download.ts';

export interface Upload {
  userId: string;
  kind: DocumentKind;
  /** The client's file name; only a hint for the stored name, never for the type. */
  fileName: string | undefined;
  bytes: Uint8Array;
}

export interface UploadedDocument {
  document: StoredDocument;
  /** A short-lived signed download URL. */
  url: string;
}

const FREE_LIMIT: Record<DocumentKind, FreeLimit> = { resume: 'resumes', job: 'jobDescriptions' };
const MAX_ATTEMPTS = 3;

/**
 * Checks, reads and keeps an uploaded resume or job description. Everything that can refuse the
 * file runs before anything is written; then the object is stored and the row (with the text) is
 * inserted in one transaction. If that fails the object is removed again, so the object, the row
 * and the text exist together or not at all. The plan check runs outside the transaction (it
 * reads other modules' tables); the transaction only confirms the count it was judged on.
 */
export class UploadDocument {
  readonly #d: DocumentsDeps;
  constructor(deps: DocumentsDeps) {
    this.#d = deps;
  }

  async execute(upload: Upload): Promise<UploadedDocument> {
    const { userId, kind, bytes } = upload;
    const { documents, storage, clock, ids } = this.#d;
    if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
    let seen = await documents.countOwned(userId, kind);
    await this.#assertAllowance(userId, kind, seen);
    const { type, name, text } = await this.#read(upload);
    const id = ids.next();
    const document: StoredDocument = {
      id,
      userId,
      kind,
      fileName: name,
      fileType: type,
      sizeBytes: bytes.byteLength,
      storageKey: storageKeyFor(userId, id, type),
      isDefault: false,
      uploadedAt: clock.now(),
    };
    await storage.put(document.storageKey, bytes, CONTENT_TYPES[type]);
    try {
      for (let attempt = 1; ; attempt++) {
        const changed = await this.#insert(document, text, seen);
        if (changed === null) break;
        // another upload or deletion got there first: judge the allowance again on the new count
        if (attempt === MAX_ATTEMPTS)
          throw new AppError('CONFLICT', 'Your documents changed meanwhile. Please try again.');
        seen = changed;
        await this.#assertAllowance(userId, kind, seen);
      }
    } catch (err) {
      await this.#discard(document.storageKey);
      throw err;
    }
    return { document, url: await signedDownloadUrl(this.#d, document) };
  }

  /**
   * Inserts the row if the user still has `seen` documents of its kind, under a per-user lock so
   * parallel uploads cannot both pass one allowance; otherwise answers the count it found.
   */
  async #insert(document: StoredDocument, text: string, seen: number): Promise<number | null> {
    const { documents, unitOfWork } = this.#d;
    return unitOfWork.run(async () => {
      await documents.lockOwner(document.userId);
      const existing = await documents.countOwned(document.userId, document.kind);
      if (existing !== seen) return existing;
      // the first resume becomes the default one
      document.isDefault = document.kind === 'resume' && existing === 0;
      await documents.create(document, text);
      return null;
    });
  }

  #assertAllowance(userId: string, kind: DocumentKind, existing: number): Promise<void> {
    return this.#d.access.assertWithinFreeAllowance(
      userId,
      FREE_LIMIT[kind],
      existing,
      FREE_PLAN_UPLOAD_MESSAGE,
    );
  }

  async #read(upload: Upload): Promise<{ type: FileType; name: string; text: string }> {
    try {
      const sniffed = sniffFileType(upload.bytes);
      const type: FileType = sniffed.type === 'zip' ? 'docx' : sniffed.type;
      const name = documentName(upload.fileName, type, upload.kind);
      const raw =
        sniffed.type === 'txt'
          ? sniffed.text
          : await this.#d.extractor.extract(upload.bytes, sniffed.type === 'pdf' ? 'pdf' : 'docx');
      const text = usableText(raw);
      if (!text) throw new NoExtractableTextError();
      return { type, name, text };
    } catch (err) {
      if (err instanceof UnsupportedFileTypeError || err instanceof DocumentTooComplexError)
        throw err.inField(upload.kind);
      throw err;
    }
  }

  async #discard(key: string): Promise<void> {
    try {
      await this.#d.storage.delete(key);
    } catch (err) {
      this.#d.problems.warn({ err, storageKey: key }, 'could not remove the object of a failed upload');
    }
  }
}
