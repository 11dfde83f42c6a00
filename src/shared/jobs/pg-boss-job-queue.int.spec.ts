import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import type { JobData, JobHandler } from '../kernel/jobs.ts';
import { createLogger } from '../logging/logger.ts';
import { openDatabase } from '../persistence/database.ts';
import { MikroOrmUnitOfWork } from '../persistence/mikro-orm-unit-of-work.ts';
import { PgBossJobQueue } from './pg-boss-job-queue.ts';

const logger = createLogger('silent');
/** Test-sized: look for due jobs every half second (pg-boss's floor), retry at once, supervise every second. */
const TEST_TIMING = { superviseSeconds: 1, pollSeconds: 0.5, retryDelaySeconds: 0 } as const;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function database(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  cleanups.push(() => db.close());
  return db;
}

async function queueOn(db: TestDatabase, handlers: JobHandler[], work = true): Promise<PgBossJobQueue> {
  const jobs = new PgBossJobQueue(db.orm, logger, { url: db.url, work, ...TEST_TIMING });
  await jobs.start(handlers);
  cleanups.push(() => jobs.stop());
  return jobs;
}

function recorder(queue: string, extra: Partial<JobHandler> = {}) {
  const seen: JobData[] = [];
  const handler: JobHandler = {
    queue,
    run: async (data) => {
      seen.push(data);
    },
    ...extra,
  };
  return { seen, handler };
}

describe('the job queue on pg-boss', () => {
  it('runs a sent job once, with its data', async () => {
    const db = await database();
    const { seen, handler } = recorder('test.record');
    const jobs = await queueOn(db, [handler]);
    await jobs.send('test.record', { answerId: 'a-1', attempt: 1 });
    await jobs.settled();
    expect(seen).toEqual([{ answerId: 'a-1', attempt: 1 }]);
    expect(await jobs.status()).toEqual({ depth: 0, oldestSeconds: null, deadLetters: 0 });
  });

  it('refuses a job for a queue nobody declared', async () => {
    const db = await database();
    const jobs = await queueOn(db, []);
    await expect(jobs.send('test.nobody', {})).rejects.toThrow(/no job queue named test.nobody/);
  });

  it('stores a job sent inside a transaction only when the transaction commits', async () => {
    const db = await database();
    const { seen, handler } = recorder('test.tx');
    const jobs = await queueOn(db, [handler]);
    const uow = new MikroOrmUnitOfWork(db.orm);
    await expect(
      uow.run(async () => {
        await jobs.send('test.tx', { n: 1 });
        throw new Error('the data the job acts on was not stored');
      }),
    ).rejects.toThrow(/not stored/);
    await uow.run(() => jobs.send('test.tx', { n: 2 }));
    await jobs.settled();
    expect(seen).toEqual([{ n: 2 }]);
  });

  it('reports what waits when no instance works the queue: depth and the oldest job age', async () => {
    const db = await database();
    const { handler } = recorder('test.waiting');
    const sender = await queueOn(db, [handler], false);
    await sender.send('test.waiting', { n: 1 });
    await sender.send('test.waiting', { n: 2 });
    const status = await sender.status();
    expect(status.depth).toBe(2);
    expect(status.oldestSeconds).toBeGreaterThanOrEqual(0);
    expect(status.deadLetters).toBe(0);
  });

  it('retries a failing job and moves it to the dead letters when its retries run out', async () => {
    const db = await database();
    let attempts = 0;
    const jobs = await queueOn(db, [
      {
        queue: 'test.failing',
        retries: 1,
        run: async () => {
          attempts += 1;
          throw new Error('the provider is down');
        },
      },
    ]);
    await jobs.send('test.failing', { n: 1 });
    await expect.poll(async () => (await jobs.status()).deadLetters, { timeout: 20_000 }).toBe(1);
    expect(attempts).toBe(2);
    expect((await jobs.status()).depth).toBe(0);
  });

  it('runs a job that failed once on its retry', async () => {
    const db = await database();
    let attempts = 0;
    const jobs = await queueOn(db, [
      {
        queue: 'test.flaky',
        run: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('a timeout, once');
        },
      },
    ]);
    await jobs.send('test.flaky', { n: 1 });
    await expect.poll(() => attempts, { timeout: 20_000 }).toBe(2);
    await jobs.settled();
    expect((await jobs.status()).deadLetters).toBe(0);
  });

  it('runs one job of an exclusive queue at a time, across instances, and the rest after it', async () => {
    const db = await database();
    let active = 0;
    let most = 0;
    const started: number[] = [];
    const release: (() => void)[] = [];
    const handler: JobHandler = {
      queue: 'test.exclusive',
      exclusive: true,
      concurrency: 4,
      run: async (data) => {
        active += 1;
        most = Math.max(most, active);
        started.push(Number(data.n));
        // each job holds until the test lets it go, so an overlap would be seen
        await new Promise<void>((resolve) => release.push(resolve));
        active -= 1;
      },
    };
    const a = await queueOn(db, [handler]);
    const b = await queueOn(db, [handler]);
    for (const n of [1, 2, 3, 4]) await (n % 2 ? a : b).send('test.exclusive', { n });
    for (let done = 0; done < 4; done += 1) {
      await expect.poll(() => release.length, { timeout: 20_000 }).toBeGreaterThan(done);
      release[done]!();
    }
    await a.settled();
    expect(most).toBe(1);
    expect(started.sort()).toEqual([1, 2, 3, 4]);
  });

  it('stores many jobs in one go, each run once, and none when the transaction rolls back', async () => {
    const db = await database();
    const { seen, handler } = recorder('test.many', { concurrency: 4 });
    const jobs = await queueOn(db, [handler]);
    const uow = new MikroOrmUnitOfWork(db.orm);
    await expect(
      uow.run(async () => {
        await jobs.sendMany('test.many', [{ n: 1 }, { n: 2 }]);
        throw new Error('the batch was not stored');
      }),
    ).rejects.toThrow(/not stored/);
    await uow.run(() => jobs.sendMany('test.many', [{ n: 3 }, { n: 4 }, { n: 5 }]));
    await jobs.sendMany('test.many', []);
    await jobs.settled();
    expect(seen.map((d) => d.n).sort()).toEqual([3, 4, 5]);
  });

  it('keeps a job sent before the queue started and runs it once the queue is up', async () => {
    const db = await database();
    const { seen, handler } = recorder('test.early');
    const jobs = new PgBossJobQueue(db.orm, logger, { url: db.url, work: true, ...TEST_TIMING });
    cleanups.push(() => jobs.stop());
    const early = jobs.send('test.early', { n: 1 });
    await jobs.start([handler]);
    await early;
    await jobs.settled();
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('tells a running job the instance is stopping and still stores what it sends meanwhile', async () => {
    const db = await database();
    const { seen, handler: next } = recorder('test.next');
    let running: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      running = resolve;
    });
    const stopped: boolean[] = [];
    const jobs = await queueOn(db, [
      next,
      {
        queue: 'test.long',
        run: async (_data, stopping) => {
          running();
          await new Promise<void>((resolve) => stopping.addEventListener('abort', () => resolve()));
          stopped.push(stopping.aborted);
          // the batch in hand hands on its work while the queue stops
          await jobs.send('test.next', { n: 1 });
        },
      },
    ]);
    await jobs.send('test.long', {});
    await started;
    await jobs.stop();
    expect(stopped).toEqual([true]);
    await expect(jobs.send('test.next', { n: 2 })).rejects.toThrow(/has stopped/);
    // another instance runs what was handed on
    const after = await queueOn(db, [next]);
    await after.settled();
    expect(seen).toEqual([{ n: 1 }]);
    expect((await after.status()).deadLetters).toBe(0);
  });

  it('keeps at most one job of a coalescing queue waiting behind the running one', async () => {
    const db = await database();
    let release: () => void = () => undefined;
    const runs: number[] = [];
    const handler: JobHandler = {
      queue: 'test.sweep',
      exclusive: true,
      coalesce: true,
      run: async (data) => {
        runs.push(Number(data.n));
        if (runs.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
    };
    const jobs = await queueOn(db, [handler]);
    await jobs.send('test.sweep', { n: 1 });
    await expect.poll(() => runs.length, { timeout: 20_000 }).toBe(1);
    // the slots that come while the first still runs: one waits, the rest are dropped
    for (const n of [2, 3, 4]) await jobs.send('test.sweep', { n });
    release();
    await jobs.settled();
    expect(runs).toEqual([1, 2]);
  });

  it('makes a scheduled queue again when it becomes exclusive, keeping its other queues', async () => {
    const db = await database();
    const before = await queueOn(db, [
      { queue: 'test.every', every: '0 0 1 1 *', run: async () => undefined },
    ]);
    await before.stop();
    await queueOn(db, [
      {
        queue: 'test.every',
        every: '0 0 1 1 *',
        exclusive: true,
        coalesce: true,
        run: async () => undefined,
      },
    ]);
    const rows = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ policy: string }[]>(`select policy from pgboss.queue where name = 'test.every'`);
    expect(rows).toEqual([{ policy: 'stately' }]);
  });

  it('takes back a job whose instance died running it and runs it on another', async () => {
    // the embedded database is one process's at a time: the dying process has it first, on disk
    const db = process.env.DATABASE_URL ? await database() : undefined;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'coach-jobs-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const child = spawn(process.execPath, ['test/support/job-crash-child.ts'], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, DATABASE_URL: db?.url ?? '', EMBEDDED_DIR: path.join(dir, 'db') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('running')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the worker exited (${code}) before running the job`)));
    });
    const died = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await died;

    const orm = db?.orm ?? (await openDatabase({ embeddedDir: path.join(dir, 'db'), entities: [] }));
    if (!db) cleanups.push(() => orm.close());
    const { seen, handler } = recorder('test.crash');
    const jobs = new PgBossJobQueue(orm, logger, { url: db?.url, work: true, ...TEST_TIMING });
    await jobs.start([handler]);
    cleanups.push(() => jobs.stop());
    await expect.poll(() => seen, { timeout: 45_000, interval: 250 }).toEqual([{ n: 1 }]);
  }, 90_000);
});
