import { AppError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import { CONTENT_TYPES, type StoredDocument, storageKeyFor } from '../domain/document.ts';
import { NoExtractableTextError } from '../domain/documents.errors.ts';
import { usableLayout, usableText } from '../domain/upload-rules.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';
import type { FileStorage } from '../ports/file-storage.ts';
import type { ProblemLog } from '../ports/problem-log.ts';
import type { TextExtractor } from '../ports/text-extractor.ts';
import type { DownloadLinks } from './download-links.ts';
import type { UploadedDocument } from './upload-document.ts';

export interface PolishedResume {
  userId: string;
  /** The stored name, already a clean file name ending in '.pdf'. */
  fileName: string;
  /** The rendered PDF. */
  pdf: Uint8Array;
  /**
   * How many polished resumes the user may have once this one is stored (null: any number); past
   * it the store answers 402 UPGRADE_REQUIRED with `limitMessage`.
   */
  maxPolished: number | null;
  limitMessage: string;
}

/**
 * Keeps a polished resume the product rendered as a new resume of the user, like an upload: the
 * PDF in file storage, its plain and layout texts read back from the PDF by the same reader as uploads (what an
 * applicant tracking system or a match analysis will read), the row in one transaction with the
 * limit check. It never counts against the Free plan's upload limit.
 */
export class StorePolishedResume {
  readonly #documents: DocumentRepository;
  readonly #storage: FileStorage;
  readonly #extractor: TextExtractor;
  readonly #unitOfWork: UnitOfWork;
  readonly #links: DownloadLinks;
  readonly #clock: Clock;
  readonly #ids: Ids;
  readonly #problems: ProblemLog;
  constructor(
    documents: DocumentRepository,
    storage: FileStorage,
    extractor: TextExtractor,
    unitOfWork: UnitOfWork,
    links: DownloadLinks,
    clock: Clock,
    ids: Ids,
    problems: ProblemLog,
  ) {
    this.#documents = documents;
    this.#storage = storage;
    this.#extractor = extractor;
    this.#unitOfWork = unitOfWork;
    this.#links = links;
    this.#clock = clock;
    this.#ids = ids;
    this.#problems = problems;
  }

  /** 402 UPGRADE_REQUIRED with the resume's `limitMessage` when no further one may be kept now. */
  async assertRoom(resume: Pick<PolishedResume, 'userId' | 'maxPolished' | 'limitMessage'>): Promise<void> {
    if (resume.maxPolished !== null) await this.#assertRoom(resume.userId, resume);
  }

  async execute(resume: PolishedResume): Promise<UploadedDocument> {
    const { userId } = resume;
    await this.assertRoom(resume);
    const extracted = await this.#extractor.extract(resume.pdf, 'pdf');
    const text = usableText(extracted.text);
    if (!text) throw new NoExtractableTextError('The polished resume has no text to save.');
    const id = this.#ids.next();
    const document: StoredDocument = {
      id,
      userId,
      kind: 'resume',
      fileName: resume.fileName,
      fileType: 'pdf',
      sizeBytes: resume.pdf.byteLength,
      storageKey: storageKeyFor(userId, id, 'pdf'),
      isDefault: false,
      uploadedAt: this.#clock.now(),
      origin: 'polished',
    };
    await this.#storage.put(document.storageKey, resume.pdf, CONTENT_TYPES.pdf);
    try {
      const documents = this.#documents;
      await this.#unitOfWork.run(async () => {
        await documents.lockOwner(userId);
        if (resume.maxPolished !== null) await this.#assertRoom(userId, resume);
        document.isDefault = (await documents.countOwned(userId, 'resume')) === 0;
        await documents.create(document, text, usableLayout(extracted.layout));
      });
    } catch (err) {
      await this.#discard(document.storageKey);
      throw err;
    }
    return { document, url: await this.#links.urlFor(document) };
  }

  async #assertRoom(
    userId: string,
    resume: Pick<PolishedResume, 'maxPolished' | 'limitMessage'>,
  ): Promise<void> {
    const kept = await this.#documents.countOwned(userId, 'resume', 'polished');
    if (kept >= (resume.maxPolished ?? Number.POSITIVE_INFINITY))
      throw new AppError('UPGRADE_REQUIRED', resume.limitMessage);
  }

  async #discard(key: string): Promise<void> {
    try {
      await this.#storage.delete(key);
    } catch (err) {
      this.#problems.warn({ err, storageKey: key }, 'could not remove the object of a failed save');
    }
  }
}
