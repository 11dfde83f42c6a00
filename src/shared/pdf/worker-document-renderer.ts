import {
  type DocumentMaker,
  type DocumentRenderer,
  DocumentTooComplexError,
  type FileWriter,
  type PdfLayout,
  RendererUnavailableError,
} from './document-renderer.ts';
import { TimedWorkerPool } from '../workers/timed-worker-pool.ts';
import type { RenderJob, RenderReply } from './render-protocol.ts';

const WORKER_FILE = new URL('./render.worker.ts', import.meta.url);

/**
 * What making one document may cost. The largest documents the product accepts (a resume of
 * 100,000 characters however it is written, a report of long answers) take a few seconds and
 * well under these; a document over them is refused instead of holding a worker.
 */
export const RENDER_LIMITS = {
  /** Wall-clock time for one document, from the moment a worker takes it. */
  timeoutMs: 20_000,
  /** Heap of a worker. */
  maxOldGenerationSizeMb: 512,
  maxYoungGenerationSizeMb: 48,
};

export type RenderLimits = { [K in keyof typeof RENDER_LIMITS]: number };

export interface WorkerDocumentRendererOptions {
  /** Workers kept for making documents; each one is reused until a document costs it its life. */
  size?: number;
  limits?: Partial<RenderLimits>;
}

/**
 * Makes documents (PDFs with pdfmake, Word files) in worker threads, so no document can hold the
 * server's thread: each document gets a wall-clock limit (its worker is terminated when it runs
 * over), each worker's heap is capped, and a worker that had to be terminated is replaced for the
 * next document. Workers are started on first use and kept warm (each loads pdfmake and decodes
 * the fonts once); idle workers do not keep the process alive.
 */
export class WorkerDocumentRenderer implements DocumentRenderer {
  readonly #pool: TimedWorkerPool<Omit<RenderJob, 'id'>, RenderReply, Uint8Array>;

  constructor(options: WorkerDocumentRendererOptions = {}) {
    this.#pool = new TimedWorkerPool<Omit<RenderJob, 'id'>, RenderReply, Uint8Array>({
      file: WORKER_FILE,
      size: options.size ?? 2,
      limits: { ...RENDER_LIMITS, ...options.limits },
      worker: 'a document worker',
      post: (job, id) => ({ message: { id, ...job } satisfies RenderJob }),
      outcome: (reply) => {
        if ('bytes' in reply) return { value: reply.bytes };
        if (reply.failure.kind === 'too_complex')
          return { error: new DocumentTooComplexError(reply.failure.limit) };
        return { error: new Error(`making a document failed: ${reply.failure.message}`) };
      },
      refusals: {
        time: () => new DocumentTooComplexError('time'),
        memory: () => new DocumentTooComplexError('memory'),
        closed: () => new RendererUnavailableError(),
      },
    });
  }

  pdf<I>(layout: PdfLayout<I>, input: I): Promise<Uint8Array> {
    return this.#make('pdf', layout, input);
  }

  file<I>(writer: FileWriter<I>, input: I): Promise<Uint8Array> {
    return this.#make('file', writer, input);
  }

  /** Stops every worker at once, busy or not; what is waiting or being made is refused. */
  close(): Promise<void> {
    return this.#pool.close();
  }

  #make<I, O>(kind: RenderJob['kind'], maker: DocumentMaker<I, O>, input: I): Promise<Uint8Array> {
    return this.#pool.run({ kind, module: maker.module, name: maker.name, input });
  }
}
