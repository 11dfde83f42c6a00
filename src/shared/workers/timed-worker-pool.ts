import { type Transferable, Worker } from 'node:worker_threads';

/**
 * Sent once by a new worker when it has loaded what its jobs need: only then does a job's time
 * start, so starting a worker is never counted against the job it takes.
 */
export interface WorkerReady {
  ready: true;
}

/** What one job may cost. */
export interface WorkerLimits {
  /** Wall-clock time for one job, from the moment a worker takes it. */
  timeoutMs: number;
  /** Heap of a worker. */
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
}

/** A message for a worker, and the memory handed over to it with the message (instead of copied). */
export interface WorkerPosting {
  message: unknown;
  transfer?: Transferable[];
}

/**
 * What a worker's reply comes to: the job's result, or the error it is refused with. `spent` says
 * the worker may still be busy with the rest of the job: it is replaced instead of being reused.
 */
export type WorkerOutcome<Result> = { value: Result } | { error: Error; spent?: boolean };

export interface TimedWorkerPoolOptions<Request, Reply extends { id: number }, Result> {
  /** The worker's module; it posts {@link WorkerReady} once, then answers each job with its id. */
  file: URL;
  workerData?: unknown;
  /** Workers kept; each one is reused until a job costs it its life. */
  size: number;
  limits: WorkerLimits;
  /** How errors name the worker: "<worker> failed", "<worker> stopped". */
  worker: string;
  /** The message for a request, made when a worker takes it; `id` comes back in the reply. */
  post(request: Request, id: number): WorkerPosting;
  /** What a reply means. */
  outcome(reply: Reply): WorkerOutcome<Result>;
  /** The errors a job is refused with when it runs over its time, when its worker runs out of heap, and when the pool is closed. */
  refusals: {
    time(): Error;
    memory(): Error;
    closed(): Error;
  };
}

interface Pending<Request, Result> {
  id: number;
  request: Request;
  resolve(result: Result): void;
  reject(err: Error): void;
}

interface Slot<Request, Result> {
  worker: Worker;
  /** It has loaded what its jobs need; starting a worker can cost more than a job. */
  ready: boolean;
  pending: Pending<Request, Result> | null;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Runs jobs in worker threads, so no job can hold the server's thread: each job gets a wall-clock
 * limit (its worker is terminated when it runs over), each worker's heap is capped, and a worker
 * that had to be terminated is replaced for the next job. Workers are started on first use and
 * kept warm; idle workers do not keep the process alive.
 */
export class TimedWorkerPool<Request, Reply extends { id: number }, Result> {
  readonly #options: TimedWorkerPoolOptions<Request, Reply, Result>;
  readonly #size: number;
  #slots: Slot<Request, Result>[] = [];
  #queue: Pending<Request, Result>[] = [];
  #nextId = 1;
  #closed = false;

  constructor(options: TimedWorkerPoolOptions<Request, Reply, Result>) {
    this.#options = options;
    this.#size = Math.max(1, options.size);
  }

  run(request: Request): Promise<Result> {
    if (this.#closed) return Promise.reject(this.#options.refusals.closed());
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, request, resolve, reject });
      this.#dispatch();
    });
  }

  /** Stops every worker at once, busy or not; what is waiting or running is refused. */
  async close(): Promise<void> {
    this.#closed = true;
    const stopped = this.#options.refusals.closed();
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

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const idle = this.#slots.find((s) => s.ready && s.pending === null);
      if (idle) {
        this.#run(idle, this.#queue.shift()!);
        continue;
      }
      // jobs waiting beyond the workers still starting get another one, up to the pool's size
      const starting = this.#slots.filter((s) => !s.ready).length;
      if (starting >= this.#queue.length || this.#slots.length >= this.#size) return;
      this.#spawn();
    }
  }

  #spawn(): void {
    const { file, workerData, limits, worker: name, refusals } = this.#options;
    const { maxOldGenerationSizeMb, maxYoungGenerationSizeMb } = limits;
    const worker = new Worker(file, {
      workerData,
      resourceLimits: { maxOldGenerationSizeMb, maxYoungGenerationSizeMb },
    });
    const slot: Slot<Request, Result> = { worker, ready: false, pending: null, timer: undefined };
    worker.on('message', (reply: Reply | WorkerReady) => {
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
          ? refusals.memory()
          : new Error(`${name} failed`, { cause: err }),
      ),
    );
    worker.on('exit', () => this.#abandon(slot, new Error(`${name} stopped`)));
    this.#slots.push(slot);
  }

  #run(slot: Slot<Request, Result>, pending: Pending<Request, Result>): void {
    slot.pending = pending;
    slot.worker.ref();
    slot.timer = setTimeout(
      () => this.#abandon(slot, this.#options.refusals.time()),
      this.#options.limits.timeoutMs,
    );
    const { message, transfer } = this.#options.post(pending.request, pending.id);
    slot.worker.postMessage(message, transfer);
  }

  #settle(slot: Slot<Request, Result>, reply: Reply): void {
    const pending = slot.pending;
    if (!pending || reply.id !== pending.id) return;
    const outcome = this.#options.outcome(reply);
    if ('error' in outcome && outcome.spent) {
      // the worker may still be busy with the rest of that job: replace it
      this.#abandon(slot, outcome.error);
      return;
    }
    clearTimeout(slot.timer);
    slot.pending = null;
    slot.worker.unref();
    if ('value' in outcome) pending.resolve(outcome.value);
    else pending.reject(outcome.error);
    this.#dispatch();
  }

  /** Gives a worker up (over time, out of memory, crashed, spent): its job is refused, the next gets a new one. */
  #abandon(slot: Slot<Request, Result>, reason: Error): void {
    const at = this.#slots.indexOf(slot);
    if (at < 0) return;
    this.#slots.splice(at, 1);
    clearTimeout(slot.timer);
    // a worker that died while starting takes the oldest waiting job with it, so a worker that
    // cannot load refuses jobs instead of being started again and again
    const pending = slot.pending ?? (slot.ready ? null : (this.#queue.shift() ?? null));
    slot.pending = null;
    void slot.worker.terminate();
    pending?.reject(reason);
    this.#dispatch();
  }
}
