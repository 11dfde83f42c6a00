import { afterEach, describe, expect, it } from 'vitest';
import type { PoolTestJob, PoolTestReply } from '../../../test/support/pool-test.worker.ts';
import { TimedWorkerPool } from './timed-worker-pool.ts';

class TooLong extends Error {}
class TooHungry extends Error {}
class Closed extends Error {}
class Spent extends Error {}

type Pool = TimedWorkerPool<PoolTestJob['work'], PoolTestReply, number>;

const open: Pool[] = [];
function pool(timeoutMs = 10_000): Pool {
  const made = new TimedWorkerPool<PoolTestJob['work'], PoolTestReply, number>({
    file: new URL('../../../test/support/pool-test.worker.ts', import.meta.url),
    size: 1,
    limits: { timeoutMs, maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
    worker: 'a test worker',
    post: (work, id) => ({ message: { id, work } satisfies PoolTestJob }),
    outcome: (reply) => ('thread' in reply ? { value: reply.thread } : { error: new Spent(), spent: true }),
    refusals: { time: () => new TooLong(), memory: () => new TooHungry(), closed: () => new Closed() },
  });
  open.push(made);
  return made;
}

const outcome = (work: Promise<number>) =>
  work.then(
    (thread) => thread,
    (err: unknown) => err,
  );

describe('TimedWorkerPool', () => {
  afterEach(async () => {
    await Promise.all(open.splice(0).map((p) => p.close()));
  });

  it('runs one job after another on the same warm worker', async () => {
    const jobs = pool();
    const first = await jobs.run('echo');
    expect(await jobs.run('echo')).toBe(first);
  });

  it("refuses a job that runs over its time with the caller's error, and the job queued behind it runs on a fresh worker", async () => {
    // spin never ends; the limit leaves an echo plenty of room on a busy machine
    const jobs = pool(3_000);
    const first = jobs.run('echo');
    const spinning = outcome(jobs.run('spin'));
    const later = jobs.run('echo');
    expect(await spinning).toBeInstanceOf(TooLong);
    expect(await later).not.toBe(await first);
  });

  it('replaces a worker whose reply says it is spent', async () => {
    const jobs = pool();
    const first = await jobs.run('echo');
    await expect(jobs.run('spent')).rejects.toBeInstanceOf(Spent);
    expect(await jobs.run('echo')).not.toBe(first);
  });

  it('close() refuses the running and the waiting job, and every job after', async () => {
    const jobs = pool();
    await jobs.run('echo');
    const spinning = outcome(jobs.run('spin'));
    const waiting = outcome(jobs.run('echo'));
    await jobs.close();
    expect(await spinning).toBeInstanceOf(Closed);
    expect(await waiting).toBeInstanceOf(Closed);
    await expect(jobs.run('echo')).rejects.toBeInstanceOf(Closed);
  });
});
