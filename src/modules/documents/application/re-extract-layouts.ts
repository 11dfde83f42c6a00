import type { Clock } from '../../../shared/kernel/clock.ts';
import { ReaderUnavailableError } from '../domain/documents.errors.ts';
import { usableLayout } from '../domain/upload-rules.ts';
import type { DocumentRepository, LayoutPending } from '../ports/document-repository.ts';
import type { FileStorage } from '../ports/file-storage.ts';
import type { TextExtractor } from '../ports/text-extractor.ts';

/** Documents read per query: each batch is one short index read. */
export const RE_EXTRACTION_BATCH = 20;
/** How long one run keeps reading files before it leaves the rest to the next run. */
export const RE_EXTRACTION_BUDGET_MS = 60_000;

/** What one run did; counts only, never a document's content. */
export interface ReExtractionReport {
  /** Documents that got their layout text. */
  stored: number;
  /** Documents whose file could not be read again: their layout is '' and readers use the text. */
  unreadable: number;
  /** True when no document is left waiting; false when the run stopped at its time budget. */
  finished: boolean;
}

export interface ReExtractionOptions {
  batch?: number;
  budgetMs?: number;
}

/**
 * Gives the PDF and DOCX documents stored before layout texts were kept their layout text, read
 * again from the stored file with the upload's reader. Only the layout text is written, never the
 * plain text the documents' analyses were made from. A run takes the waiting documents a batch at
 * a time in id order and stops once none is left or its time budget is spent; a document it wrote
 * no longer waits, so the next run goes on where this one stopped. A file that is gone or that the
 * reader refuses gets '' (and is not read again); a storage failure or a reader that is shutting
 * down ends the run with the document still waiting.
 */
export class ReExtractLayouts {
  readonly #documents: DocumentRepository;
  readonly #storage: FileStorage;
  readonly #extractor: TextExtractor;
  readonly #clock: Clock;
  constructor(documents: DocumentRepository, storage: FileStorage, extractor: TextExtractor, clock: Clock) {
    this.#documents = documents;
    this.#storage = storage;
    this.#extractor = extractor;
    this.#clock = clock;
  }

  async run(options: ReExtractionOptions = {}): Promise<ReExtractionReport> {
    const batch = options.batch ?? RE_EXTRACTION_BATCH;
    const budgetMs = options.budgetMs ?? RE_EXTRACTION_BUDGET_MS;
    const started = this.#clock.now().getTime();
    const report: ReExtractionReport = { stored: 0, unreadable: 0, finished: false };
    // past documents this run has handled, even if another writer got to one of them first
    let after: string | null = null;
    for (;;) {
      const pending = await this.#documents.layoutPending(after, batch);
      for (const document of pending) {
        after = document.id;
        const layout = await this.#layoutOf(document);
        await this.#documents.storeLayout(document.id, layout ?? '');
        if (layout === null) report.unreadable += 1;
        else report.stored += 1;
        if (this.#clock.now().getTime() - started >= budgetMs) {
          report.finished = pending.length < batch && document === pending.at(-1);
          return report;
        }
      }
      if (pending.length < batch) {
        report.finished = true;
        return report;
      }
    }
  }

  /** The document's layout text read from its file again; null when the file cannot be read. */
  async #layoutOf(document: LayoutPending): Promise<string | null> {
    const object = await this.#storage.get(document.storageKey);
    if (!object) return null;
    try {
      return usableLayout((await this.#extractor.extract(object.bytes, document.fileType)).layout);
    } catch (err) {
      if (err instanceof ReaderUnavailableError) throw err;
      // refused (not a well-formed file, locked, too complex) or the reader broke on it: reading
      // it again next time would fail the same way
      return null;
    }
  }
}
