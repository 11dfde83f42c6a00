import { Worker } from 'node:worker_threads';
import { DocumentTooComplexError, ReaderUnavailableError } from '../domain/documents.errors.ts';
import { EXTRACTION_LIMITS, type ExtractionLimits } from '../domain/extraction-limits.ts';
import type { TextExtractor } from '../ports/text-extractor.ts';
import {
  type ExtractionJob,
  type ExtractionReply,
  errorOf,
  type WorkerReady,
} from './text-extraction-protocol.ts';

const WORKER_FILE = new URL('./text-extraction.worker.ts', import.meta.url);

interface Pending {
  id: number;
  bytes: Uint8Array;
  type: 'pdf' | 'docx';
  resolve(text: string): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  /** Its readers are loaded; starting a worker takes a few hundred ms that no file should pay for. */
  ready: boolean;
  job: Pending | null;
  timer: NodeJS.Timeout | undefined;
}

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
  readonly #size: number;
  readonly #limits: ExtractionLimits;
  #slots: Slot[] = [];
  #queue: Pending[] = [];
  #nextId = 1;
  #closed = false;

  constructor(options: WorkerTextExtractorOptions = {}) {
    this.#size = Math.max(1, options.size ?? 2);
    this.#limits = { ...EXTRACTION_LIMITS, ...options.limits };
  }

  extract(bytes: Uint8Array, type: 'pdf' | 'docx'): Promise<string> {
    if (this.#closed) return Promise.reject(new ReaderUnavailableError());
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, bytes, type, resolve, reject });
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    const stopped = new ReaderUnavailableError();
    for (const job of this.#queue.splice(0)) job.reject(stopped);
    const slots = this.#slots.splice(0);
    await Promise.all(
      slots.map((slot) => {
        clearTimeout(slot.timer);
        slot.job?.reject(stopped);
        slot.job = null;
        return slot.worker.terminate();
      }),
    );
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const idle = this.#slots.find((s) => s.ready && s.job === null);
      if (idle) {
        this.#run(idle, this.#queue.shift()!);
        continue;
      }
      // files waiting beyond the workers still starting get another one, up to the pool's size
      const starting = this.#slots.filter((s) => !s.ready).length;
      if (starting >= this.#queue.length || this.#slots.length >= this.#size) return;
      this.#spawn();
    }
  }

  #spawn(): Slot {
    const { maxChars, maxPdfPages, maxOldGenerationSizeMb, maxYoungGenerationSizeMb } = this.#limits;
    const worker = new Worker(WORKER_FILE, {
      workerData: { maxChars, maxPdfPages },
      resourceLimits: { maxOldGenerationSizeMb, maxYoungGenerationSizeMb },
    });
    const slot: Slot = { worker, ready: false, job: null, timer: undefined };
    worker.on('message', (reply: ExtractionReply | WorkerReady) => {
      if ('ready' in reply) {
        slot.ready = true;
        if (!this.#closed) this.#dispatch();
        if (slot.job === null) worker.unref();
      } else this.#settle(slot, reply);
    });
    worker.on('error', (err: Error & { code?: string }) =>
      this.#abandon(
        slot,
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new DocumentTooComplexError('memory')
          : new Error('the text extraction worker failed', { cause: err }),
      ),
    );
    worker.on('exit', () => this.#abandon(slot, new Error('the text extraction worker stopped')));
    this.#slots.push(slot);
    return slot;
  }

  #run(slot: Slot, job: Pending): void {
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(
      () => this.#abandon(slot, new DocumentTooComplexError('time')),
      this.#limits.timeoutMs,
    );
    // a copy the worker can own: the caller keeps its bytes (they are stored after reading)
    const bytes = job.bytes.slice();
    const message: ExtractionJob = { id: job.id, bytes, type: job.type };
    slot.worker.postMessage(message, [bytes.buffer]);
  }

  #settle(slot: Slot, reply: ExtractionReply): void {
    const job = slot.job;
    if (!job || reply.id !== job.id) return;
    if ('failure' in reply && reply.failure.kind === 'too_complex') {
      // the worker may still be busy with the rest of that file: replace it
      this.#abandon(slot, errorOf(reply.failure));
      return;
    }
    clearTimeout(slot.timer);
    slot.job = null;
    slot.worker.unref();
    if ('text' in reply) job.resolve(reply.text);
    else job.reject(errorOf(reply.failure));
    this.#dispatch();
  }

  /** Gives a worker up (over time, out of memory, crashed): its file is refused, the next gets a new one. */
  #abandon(slot: Slot, reason: Error): void {
    const at = this.#slots.indexOf(slot);
    if (at < 0) return;
    this.#slots.splice(at, 1);
    clearTimeout(slot.timer);
    // a worker that died while starting takes the oldest waiting file with it, so a reader that
    // cannot load refuses files instead of being started again and again
    const job = slot.job ?? (slot.ready ? null : (this.#queue.shift() ?? null));
    slot.job = null;
    void slot.worker.terminate();
    job?.reject(reason);
    this.#dispatch();
  }
}
