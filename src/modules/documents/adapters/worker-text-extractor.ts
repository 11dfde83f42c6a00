import { TimedWorkerPool } from '../../../shared/workers/timed-worker-pool.ts';
import { DocumentTooComplexError, ReaderUnavailableError } from '../domain/documents.errors.ts';
import { EXTRACTION_LIMITS, type ExtractionLimits } from '../domain/extraction-limits.ts';
import type { ExtractedText, TextExtractor } from '../ports/text-extractor.ts';
import { type ExtractionJob, type ExtractionReply, errorOf } from './text-extraction-protocol.ts';

const WORKER_FILE = new URL('./text-extraction.worker.ts', import.meta.url);

export interface WorkerTextExtractorOptions {
  /** Workers kept for reading files; each one is reused until a file costs it its life. */
  size?: number;
  limits?: Partial<ExtractionLimits>;
}

/**
 * Reads PDF and DOCX text in worker threads, so a hostile file can never block the server: each
 * file gets a wall-clock limit (the worker is terminated when it runs over), the worker's heap is
 * capped, and the reader stops at a number of characters. Workers are started on first use and
 * kept warm (starting one loads pdf.js, which costs more than reading a resume); a worker that had
 * to be terminated is replaced by the next file. Idle workers do not keep the process alive.
 */
export class WorkerTextExtractor implements TextExtractor {
  readonly #pool: TimedWorkerPool<Omit<ExtractionJob, 'id'>, ExtractionReply, ExtractedText>;

  constructor(options: WorkerTextExtractorOptions = {}) {
    const limits = { ...EXTRACTION_LIMITS, ...options.limits };
    this.#pool = new TimedWorkerPool<Omit<ExtractionJob, 'id'>, ExtractionReply, ExtractedText>({
      file: WORKER_FILE,
      workerData: { maxChars: limits.maxChars, maxPdfPages: limits.maxPdfPages },
      size: options.size ?? 2,
      limits,
      worker: 'the text extraction worker',
      post: (file, id) => {
        // a copy the worker can own: the caller keeps its bytes (they are stored after reading)
        const bytes = file.bytes.slice();
        return { message: { id, bytes, type: file.type } satisfies ExtractionJob, transfer: [bytes.buffer] };
      },
      outcome: (reply) => {
        if ('extracted' in reply) return { value: reply.extracted };
        // the worker may still be busy with the rest of a file that reached a limit: it is replaced
        return { error: errorOf(reply.failure), spent: reply.failure.kind === 'too_complex' };
      },
      refusals: {
        time: () => new DocumentTooComplexError('time'),
        memory: () => new DocumentTooComplexError('memory'),
        closed: () => new ReaderUnavailableError(),
      },
    });
  }

  extract(bytes: Uint8Array, type: 'pdf' | 'docx'): Promise<ExtractedText> {
    return this.#pool.run({ bytes, type });
  }

  /** Stops every worker at once, busy or not; what is waiting or being read is refused. */
  close(): Promise<void> {
    return this.#pool.close();
  }
}
