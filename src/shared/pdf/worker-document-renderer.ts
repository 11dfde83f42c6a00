import { Worker } from 'node:worker_threads';
import {
  type DocumentMaker,
  type DocumentRenderer,
  DocumentTooComplexError,
  type FileWriter,
  type PdfLayout,
  RendererUnavailableError,
} from './document-renderer.ts';
import type { RenderJob, RenderReply, WorkerReady } from './render-protocol.ts';

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

interface Pending {
  job: RenderJob;
  resolve(bytes: Uint8Array): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  /** pdfmake and its fonts are loaded; starting a worker costs more than a resume. */
  ready: boolean;
  pending: Pending | null;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Makes documents (PDFs with pdfmake, Word files) in worker threads, so no document can hold the
 * server's thread: each document gets a wall-clock limit (its worker is terminated when it runs
 * over), each worker's heap is capped, and a worker that had to be terminated is replaced for the
 * next document. Workers are started on first use and kept warm (each loads pdfmake and decodes
 * the fonts once); idle workers do not keep the process alive.
 */
export class WorkerDocumentRenderer implements DocumentRenderer {
  readonly #size: number;
  readonly #limits: RenderLimits;
  #slots: Slot[] = [];
  #queue: Pending[] = [];
  #nextId = 1;
  #closed = false;

  constructor(options: WorkerDocumentRendererOptions = {}) {
    this.#size = Math.max(1, options.size ?? 2);
    this.#limits = { ...RENDER_LIMITS, ...options.limits };
  }

  pdf<I>(layout: PdfLayout<I>, input: I): Promise<Uint8Array> {
    return this.#make('pdf', layout, input);
  }

  file<I>(writer: FileWriter<I>, input: I): Promise<Uint8Array> {
    return this.#make('file', writer, input);
  }

  /** Stops every worker at once, busy or not; what is waiting or being made is refused. */
  async close(): Promise<void> {
    this.#closed = true;
    const stopped = new RendererUnavailableError();
    for (const pending of this.#queue.splice(0)) pending.reject(stopped);
    const slots = this.#slots.splice(0);
    await Promise.all(
      slots.map((slot) => {
        clearTimeout(slot.timer);
        slot.pending?.reject(stopped);
        slot.pending = null;
        return slot.worker.terminate();
      }),
    );
  }

  #make<I, O>(kind: RenderJob['kind'], maker: DocumentMaker<I, O>, input: I): Promise<Uint8Array> {
    if (this.#closed) return Promise.reject(new RendererUnavailableError());
    return new Promise((resolve, reject) => {
      const job: RenderJob = { id: this.#nextId++, kind, module: maker.module, name: maker.name, input };
      this.#queue.push({ job, resolve, reject });
      this.#dispatch();
    });
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const idle = this.#slots.find((s) => s.ready && s.pending === null);
      if (idle) {
        this.#run(idle, this.#queue.shift()!);
        continue;
      }
      // documents waiting beyond the workers still starting get another one, up to the pool's size
      const starting = this.#slots.filter((s) => !s.ready).length;
      if (starting >= this.#queue.length || this.#slots.length >= this.#size) return;
      this.#spawn();
    }
  }

  #spawn(): void {
    const { maxOldGenerationSizeMb, maxYoungGenerationSizeMb } = this.#limits;
    const worker = new Worker(WORKER_FILE, {
      resourceLimits: { maxOldGenerationSizeMb, maxYoungGenerationSizeMb },
    });
    const slot: Slot = { worker, ready: false, pending: null, timer: undefined };
    worker.on('message', (reply: RenderReply | WorkerReady) => {
      if ('ready' in reply) {
        slot.ready = true;
        if (!this.#closed) this.#dispatch();
        if (slot.pending === null) worker.unref();
      } else this.#settle(slot, reply);
    });
    worker.on('error', (err: Error & { code?: string }) =>
      this.#abandon(
        slot,
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new DocumentTooComplexError('memory')
          : new Error('a document worker failed', { cause: err }),
      ),
    );
    worker.on('exit', () => this.#abandon(slot, new Error('a document worker stopped')));
    this.#slots.push(slot);
  }

  #run(slot: Slot, pending: Pending): void {
    slot.pending = pending;
    slot.worker.ref();
    slot.timer = setTimeout(
      () => this.#abandon(slot, new DocumentTooComplexError('time')),
      this.#limits.timeoutMs,
    );
    slot.worker.postMessage(pending.job);
  }

  #settle(slot: Slot, reply: RenderReply): void {
    const pending = slot.pending;
    if (!pending || reply.id !== pending.job.id) return;
    clearTimeout(slot.timer);
    slot.pending = null;
    slot.worker.unref();
    if ('bytes' in reply) pending.resolve(reply.bytes);
    else if (reply.failure.kind === 'too_complex')
      pending.reject(new DocumentTooComplexError(reply.failure.limit));
    else pending.reject(new Error(`making a document failed: ${reply.failure.message}`));
    this.#dispatch();
  }

  /** Gives a worker up (over time, out of memory, crashed): its document is refused, the next gets a new one. */
  #abandon(slot: Slot, reason: Error): void {
    const at = this.#slots.indexOf(slot);
    if (at < 0) return;
    this.#slots.splice(at, 1);
    clearTimeout(slot.timer);
    // a worker that died while starting takes the oldest waiting document with it, so a worker that
    // cannot load refuses documents instead of being started again and again
    const pending = slot.pending ?? (slot.ready ? null : (this.#queue.shift() ?? null));
    slot.pending = null;
    void slot.worker.terminate();
    pending?.reject(reason);
    this.#dispatch();
  }
}
