import { type ActivityRecorder, NO_ACTIVITY } from '../../../shared/kernel/activity.ts';
import { AppError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
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
import {
  documentName,
  MAX_UPLOAD_BYTES,
  sniffFileType,
  usableLayout,
  usableText,
} from '../domain/upload-rules.ts';
import type { AccessGate } from '../ports/access-gate.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';
import type { FileStorage } from '../ports/file-storage.ts';
import type { ProblemLog } from '../ports/problem-log.ts';
import type { TextExtractor } from '../ports/text-extractor.ts';
import type { DownloadLinks } from './download-links.ts';

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
 * file runs before anything is written; then the object is stored and the row (with the plain and
 * layout texts) is inserted in one transaction. If that fails the object is removed again, so the object, the row
 * and the text exist together or not at all. The plan check runs outside the transaction (it
 * reads other modules' tables); the transaction only confirms the count it was judged on.
 */
export class UploadDocument {
  readonly #documents: DocumentRepository;
  readonly #storage: FileStorage;
  readonly #extractor: TextExtractor;
  readonly #access: AccessGate;
  readonly #unitOfWork: UnitOfWork;
  readonly #links: DownloadLinks;
  readonly #clock: Clock;
  readonly #ids: Ids;
  readonly #problems: ProblemLog;
  readonly #activity: ActivityRecorder;
  constructor(
    documents: DocumentRepository,
    storage: FileStorage,
    extractor: TextExtractor,
    access: AccessGate,
    unitOfWork: UnitOfWork,
    links: DownloadLinks,
    clock: Clock,
    ids: Ids,
    problems: ProblemLog,
    activity: ActivityRecorder = NO_ACTIVITY,
  ) {
    this.#documents = documents;
    this.#storage = storage;
    this.#extractor = extractor;
    this.#access = access;
    this.#unitOfWork = unitOfWork;
    this.#links = links;
    this.#clock = clock;
    this.#ids = ids;
    this.#problems = problems;
    this.#activity = activity;
  }

  async execute(upload: Upload): Promise<UploadedDocument> {
    const { userId, kind, bytes } = upload;
    if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
    // a saved polish is not an upload: the Free plan's limit counts uploads only (docs/features.md)
    let seen = await this.#documents.countOwned(userId, kind, 'upload');
    await this.#assertAllowance(userId, kind, seen);
    const { type, name, text, layout } = await this.#read(upload);
    const id = this.#ids.next();
    const document: StoredDocument = {
      id,
      userId,
      kind,
      fileName: name,
      fileType: type,
      sizeBytes: bytes.byteLength,
      storageKey: storageKeyFor(userId, id, type),
      isDefault: false,
      uploadedAt: this.#clock.now(),
    };
    await this.#storage.put(document.storageKey, bytes, CONTENT_TYPES[type]);
    try {
      for (let attempt = 1; ; attempt++) {
        const changed = await this.#insert(document, { text, layout }, seen);
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
    await this.#activity.record({
      userId,
      event: 'document.upload',
      metadata: { documentId: id, kind, fileType: type, sizeBytes: bytes.byteLength },
    });
    return { document, url: await this.#links.urlFor(document) };
  }

  /**
   * Inserts the row if the user still has `seen` documents of its kind, under a per-user lock so
   * parallel uploads cannot both pass one allowance; otherwise answers the count it found.
   */
  async #insert(
    document: StoredDocument,
    texts: { text: string; layout: string },
    seen: number,
  ): Promise<number | null> {
    const documents = this.#documents;
    return this.#unitOfWork.run(async () => {
      await documents.lockOwner(document.userId);
      const existing = await documents.countOwned(document.userId, document.kind, 'upload');
      if (existing !== seen) return existing;
      // the first resume becomes the default one
      document.isDefault =
        document.kind === 'resume' && (await documents.countOwned(document.userId, 'resume')) === 0;
      await documents.create(document, texts.text, texts.layout);
      return null;
    });
  }

  #assertAllowance(userId: string, kind: DocumentKind, existing: number): Promise<void> {
    return this.#access.assertWithinFreeAllowance(
      userId,
      FREE_LIMIT[kind],
      existing,
      FREE_PLAN_UPLOAD_MESSAGE,
    );
  }

  /** The file's type, name, plain text and layout text; a text file is its own layout text. */
  async #read(upload: Upload): Promise<{ type: FileType; name: string; text: string; layout: string }> {
    try {
      const sniffed = sniffFileType(upload.bytes);
      const type: FileType = sniffed.type === 'zip' ? 'docx' : sniffed.type;
      const name = documentName(upload.fileName, type, upload.kind);
      const raw =
        sniffed.type === 'txt'
          ? { text: sniffed.text, layout: sniffed.text }
          : await this.#extractor.extract(upload.bytes, sniffed.type === 'pdf' ? 'pdf' : 'docx');
      const text = usableText(raw.text);
      if (!text) throw new NoExtractableTextError();
      return { type, name, text, layout: usableLayout(raw.layout) };
    } catch (err) {
      if (err instanceof UnsupportedFileTypeError || err instanceof DocumentTooComplexError)
        throw err.inField(upload.kind);
      throw err;
    }
  }

  async #discard(key: string): Promise<void> {
    try {
      await this.#storage.delete(key);
    } catch (err) {
      this.#problems.warn({ err, storageKey: key }, 'could not remove the object of a failed upload');
    }
  }
}
