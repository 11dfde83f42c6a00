import { RequestContext } from '@mikro-orm/core';
import {
  type Db,
  fromKysely,
  fromPglite,
  type KyselyTransactionLike,
  PgBoss,
  type PGliteLike,
} from 'pg-boss';
import {
  DEAD_LETTER_QUEUE,
  type JobData,
  type JobHandler,
  type JobQueue,
  type JobQueueStatus,
} from '../kernel/jobs.ts';
import type { Logger } from '../logging/logger.ts';
import { currentTransaction, type Orm } from '../persistence/database.ts';
import { StartRate } from './start-rate.ts';
import { runSql } from '../persistence/raw-sql.ts';

export interface PgBossJobQueueOptions {
  /** A PostgreSQL URL: the queue opens its own small pool there. Without it, the embedded database. */
  url?: string | undefined;
  /** Whether this instance runs jobs; false for an instance that only serves requests. */
  work: boolean;
  /**
   * Seconds between the checks that reclaim a job whose instance died while running it (its
   * heartbeat stopped). The job is retried after at most about twice this.
   */
  superviseSeconds?: number;
  /**
   * Seconds between an idle worker's looks for jobs coming due (five by default). Tests set half a
   * second, pg-boss's floor, so a retry never waits on a long poll.
   */
  pollSeconds?: number;
  /** Seconds before a failed job's first retry, doubling after (two by default). */
  retryDelaySeconds?: number;
  /**
   * Whether this instance sends the jobs of the queues that run on a clock ('every five
   * minutes'); as `work` by default. The in-process test app runs those jobs when a test says so,
   * never because a test happened to cross a minute.
   */
  schedule?: boolean;
}

const SCHEMA = 'pgboss';
const DEFAULT_RETRIES = 5;
const DEFAULT_TIMEOUT_SECONDS = 300;
const DEFAULT_CONCURRENCY = 2;
/** A running job proves its instance alive this often; a silent one is reclaimed and retried. */
const HEARTBEAT_SECONDS = 10;
/** How often an idle worker looks for jobs coming due (retries, and jobs no NOTIFY announced). */
const POLL_SECONDS = 5;
/** A failed job's first retry waits this long; each later one twice the one before, up to 300 s. */
const RETRY_DELAY_SECONDS = 2;
/** Finished jobs are kept an hour for inspection (mail jobs carry links that sign people in). */
const KEEP_FINISHED_SECONDS = 3600;
/** Dead letters wait a fortnight for someone to look at them. */
const KEEP_DEAD_LETTERS_SECONDS = 14 * 24 * 3600;
/** A job sent while the queue is still starting waits this long for it before failing. */
const START_WAIT_MS = 120_000;

/**
 * The job queue on pg-boss: jobs live in the `pgboss` schema of the product's own database, on
 * PostgreSQL and on the embedded PGlite alike, so `make run` runs the same code as production.
 * Each app instance works every queue; a job is claimed by one instance at a time
 * (`FOR UPDATE SKIP LOCKED`), retried with exponential back-off, and moved to the dead-letter queue
 * when its retries run out. Created jobs wake the workers at once through LISTEN/NOTIFY; polling
 * stays on as the floor.
 */
export class PgBossJobQueue implements JobQueue {
  readonly #orm: Orm;
  readonly #logger: Logger;
  readonly #options: PgBossJobQueueOptions;
  #boss: PgBoss | null = null;
  #starting: Promise<void> | null = null;
  /** Settles when jobs can be sent: resolved once the queues exist, rejected if starting fails or it stops. */
  readonly #open = Promise.withResolvers<PgBoss>();
  #state: 'new' | 'open' | 'stopping' | 'stopped' = 'new';
  /** Aborted when this instance begins to stop: a long job ends after the batch in hand. */
  readonly #stopping = new AbortController();
  readonly #running = new Set<Promise<unknown>>();
  readonly #queues = new Set<string>();
  /** Queues that keep one job waiting at most: a job sent while one waits is dropped on purpose. */
  readonly #coalescing = new Set<string>();

  constructor(orm: Orm, logger: Logger, options: PgBossJobQueueOptions) {
    this.#orm = orm;
    this.#logger = logger;
    this.#options = options;
    // a start that fails with nobody sending yet is reported by start() itself
    this.#open.promise.catch(() => undefined);
  }

  /** Installs or upgrades the queue's tables, creates the queues and, unless told not to, works them. */
  start(handlers: readonly JobHandler[]): Promise<void> {
    this.#starting ??= this.#start(handlers).catch((err: unknown) => {
      this.#open.reject(err);
      throw err;
    });
    return this.#starting;
  }

  async #start(handlers: readonly JobHandler[]): Promise<void> {
    const boss = new PgBoss({
      ...(await this.#connection()),
      schema: SCHEMA,
      useListenNotify: true,
      // the supervisor reclaims jobs of dead instances on its monitor pass, so both run this often
      superviseIntervalSeconds: this.#options.superviseSeconds ?? 10,
      monitorIntervalSeconds: this.#options.superviseSeconds ?? 10,
      supervise: this.#options.work,
      schedule: this.#options.schedule ?? this.#options.work,
      // the queue's own bookkeeping is not the product's business: no instance registry rows
      registerInstance: false,
    });
    boss.on('error', (err) => this.#logger.error({ err }, 'job queue error'));
    boss.on('warning', (warning) => this.#logger.warn({ warning }, 'job queue warning'));
    await boss.start();
    this.#boss = boss;
    await this.#ensureQueue(DEAD_LETTER_QUEUE, { retentionSeconds: KEEP_DEAD_LETTERS_SECONDS });
    for (const handler of handlers) {
      if (handler.exclusive && handler.coalesce) this.#coalescing.add(handler.queue);
      await this.#ensureQueue(
        handler.queue,
        {
          ...policyOf(handler),
          notify: true,
          deadLetter: DEAD_LETTER_QUEUE,
          retryLimit: handler.retries ?? DEFAULT_RETRIES,
          retryDelay: this.#options.retryDelaySeconds ?? RETRY_DELAY_SECONDS,
          retryBackoff: true,
          retryDelayMax: 300,
          expireInSeconds: handler.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
          heartbeatSeconds: HEARTBEAT_SECONDS,
          deleteAfterSeconds: KEEP_FINISHED_SECONDS,
        },
        // a scheduled queue's jobs carry nothing but their slot: it may be made again with a new policy
        handler.every !== undefined,
      );
    }
    // jobs sent while the queue was starting (a request during start-up) go in now
    if (this.#state === 'new') this.#state = 'open';
    this.#open.resolve(boss);
    if (!this.#options.work) return;
    for (const handler of handlers) {
      const rate = handler.ratePerSecond ? new StartRate(handler.ratePerSecond) : null;
      const run = async (data: JobData) => {
        await rate?.turn();
        await handler.run(data, this.#stopping.signal);
      };
      await boss.work<JobData>(
        handler.queue,
        {
          localConcurrency: handler.exclusive ? 1 : (handler.concurrency ?? DEFAULT_CONCURRENCY),
          // NOTIFY wakes a worker for new jobs; a retry coming due is found by polling
          pollingIntervalSeconds: this.#options.pollSeconds ?? POLL_SECONDS,
          notifyPollingIntervalSeconds: this.#options.pollSeconds ?? POLL_SECONDS,
        },
        async ([job]) => {
          if (job) await this.#track(RequestContext.create(this.#orm.em, () => run(job.data)));
        },
      );
      if (handler.every) await boss.schedule(handler.queue, handler.every, {});
      else await boss.unschedule(handler.queue).catch(() => undefined);
    }
  }

  async #connection(): Promise<{ connectionString: string; max: number } | { db: Db; backend: 'pglite' }> {
    if (this.#options.url) return { connectionString: this.#options.url, max: 3 };
    // the embedded database is one connection shared with the ORM: PGlite serialises the two, and
    // an ORM transaction holds it exclusively until it ends
    const connection = this.#orm.em.getConnection() as unknown as { getNativeClient(): Promise<PGliteLike> };
    return { db: fromPglite(await connection.getNativeClient()), backend: 'pglite' };
  }

  async #ensureQueue(
    name: string,
    options: Parameters<PgBoss['createQueue']>[1] & object,
    remakeOnNewPolicy = false,
  ): Promise<void> {
    const boss = this.#started();
    // an existing queue takes the options of this release (a changed retry policy, say); its
    // policy (exclusive or not) is fixed when it is created
    const { policy, ...changeable } = options;
    const existing = await boss.getQueue(name);
    if (existing && (policy ?? 'standard') !== existing.policy) {
      if (remakeOnNewPolicy) {
        // its waiting slots are dropped with it: the next slot does the same work
        this.#logger.info({ queue: name, policy: existing.policy, wanted: policy }, 'queue made again');
        await boss.deleteQueue(name);
        await this.#create(boss, name, options);
      } else {
        this.#logger.warn(
          { queue: name, policy: existing.policy, wanted: policy },
          'queue policy cannot change',
        );
        await boss.updateQueue(name, changeable);
      }
    } else if (existing) await boss.updateQueue(name, changeable);
    else await this.#create(boss, name, options);
    this.#queues.add(name);
  }

  async #create(boss: PgBoss, name: string, options: Parameters<PgBoss['createQueue']>[1]): Promise<void> {
    try {
      await boss.createQueue(name, options);
    } catch (err) {
      // another instance starting at the same moment made it first
      if (!(await boss.getQueue(name))) throw err;
    }
  }

  async send(queue: string, data: JobData): Promise<void> {
    const boss = await this.#whenOpen(queue);
    const transaction = currentTransaction(this.#orm) as KyselyTransactionLike | undefined;
    const id = await boss.send(queue, data, transaction ? { db: fromKysely(transaction) } : {});
    // pg-boss answers null instead of an id when it stored nothing: on a coalescing queue because
    // a job already waits to do the same work
    if (!id && !this.#coalescing.has(queue)) throw new Error(`the job for ${queue} was not stored`);
  }

  async sendMany(queue: string, data: readonly JobData[]): Promise<void> {
    const boss = await this.#whenOpen(queue);
    if (data.length === 0) return;
    const transaction = currentTransaction(this.#orm) as KyselyTransactionLike | undefined;
    const ids = await boss.insert(
      queue,
      data.map((d) => ({ data: d })),
      { returnId: true, ...(transaction ? { db: fromKysely(transaction) } : {}) },
    );
    if (ids?.length !== data.length && !this.#coalescing.has(queue))
      throw new Error(`${data.length - (ids?.length ?? 0)} jobs for ${queue} were not stored`);
  }

  /**
   * The queue once jobs can be sent. A job sent before the queue has started (a request while the
   * instance starts) waits for it; one sent while it stops still goes in (the jobs finishing then
   * hand on their work) until its connections close.
   */
  async #whenOpen(queue: string): Promise<PgBoss> {
    if (this.#state === 'stopped') throw new Error('the job queue has stopped');
    let boss = this.#boss;
    if (this.#state === 'new') {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the job queue did not start in time')), START_WAIT_MS);
        timer.unref();
      });
      try {
        boss = await Promise.race([this.#open.promise, late]);
      } finally {
        clearTimeout(timer);
      }
    }
    if (!boss) throw new Error('the job queue has stopped');
    if (!this.#queues.has(queue)) throw new Error(`no job queue named ${queue}`);
    return boss;
  }

  /**
   * The queue's state (the admin metrics read it in their own transaction); rejects when the
   * queue's tables cannot be read. Readiness reads the same through its control connection.
   */
  status(): Promise<JobQueueStatus> {
    return queueStatus((sql, params) => runSql(this.#orm, sql.replace(/\$\d+/g, '?'), params));
  }

  /**
   * Resolves once no job is waiting to run now or running anywhere (jobs waiting out a retry delay
   * excepted): for tests and the benchmarks that read what jobs write.
   */
  async settled(timeoutMs = 45_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await Promise.allSettled([...this.#running]);
      const rows = await this.#orm.em.getConnection().execute<{ n: number }[]>(
        `select count(*)::int as n from ${SCHEMA}.job
          where name <> ? and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
        [DEAD_LETTER_QUEUE],
      );
      if ((rows[0]?.n ?? 0) === 0 && this.#running.size === 0) return;
      if (Date.now() > deadline) throw new Error(`jobs still waiting after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /**
   * Stops claiming jobs, tells the running ones (their `stopping` signal), lets them finish (up to
   * ten seconds; what they send meanwhile is stored) and closes the pool.
   */
  async stop(): Promise<void> {
    if (this.#state === 'stopping' || this.#state === 'stopped') return;
    this.#state = 'stopping';
    this.#stopping.abort();
    this.#open.reject(new Error('the job queue has stopped'));
    await this.#starting?.catch(() => undefined);
    const boss = this.#boss;
    try {
      await boss?.stop({ graceful: true, timeout: 10_000, close: true });
    } finally {
      this.#state = 'stopped';
      this.#boss = null;
    }
  }

  #started(): PgBoss {
    if (!this.#boss) throw new Error('the job queue has not started');
    return this.#boss;
  }

  async #track<T>(work: Promise<T>): Promise<T> {
    this.#running.add(work);
    try {
      return await work;
    } finally {
      this.#running.delete(work);
    }
  }
}

/**
 * An exclusive queue runs one job at a time across instances, however many wait (`singleton`);
 * a coalescing one also keeps at most one waiting (`stately`): a sweep's schedule never piles up.
 */
function policyOf(handler: JobHandler): { policy?: 'singleton' | 'stately' } {
  if (!handler.exclusive) return {};
  return { policy: handler.coalesce ? 'stately' : 'singleton' };
}

/**
 * The queue's depth, the age of its oldest job ready to run and its dead letters, read through
 * pg-boss's partial index of the jobs not yet started (`job_i11`: state below active and not
 * blocked; this product never blocks a job on another), so it costs the same with a history of
 * half a million finished jobs as with none. `query` runs a statement with $1-style parameters.
 */
export async function queueStatus(
  query: (sql: string, params: unknown[]) => Promise<unknown[]>,
): Promise<JobQueueStatus> {
  const rows = (await query(
    `select count(*) filter (where name <> $1)::int as depth,
            extract(epoch from now() - min(created_on) filter (where name <> $2 and start_after <= now()))::float8 as oldest,
            count(*) filter (where name = $3 and state = 'created')::int as dead
       from ${SCHEMA}.job
      where state < 'active' and not blocked`,
    [DEAD_LETTER_QUEUE, DEAD_LETTER_QUEUE, DEAD_LETTER_QUEUE],
  )) as { depth: number; oldest: number | null; dead: number }[];
  const row = rows[0] ?? { depth: 0, oldest: null, dead: 0 };
  return {
    depth: row.depth,
    oldestSeconds: row.oldest === null ? null : Math.max(0, Math.round(row.oldest)),
    deadLetters: row.dead,
  };
}
