/**
 * A process that takes a job and dies running it: it opens the database named by its environment
 * (DATABASE_URL, or the embedded database in EMBEDDED_DIR), sends one job to `test.crash` and
 * works it with a handler that prints `running` and never returns. The test kills it with SIGKILL.
 */
import { createLogger } from '../../src/shared/logging/logger.ts';
import { PgBossJobQueue } from '../../src/shared/jobs/pg-boss-job-queue.ts';
import { openDatabase } from '../../src/shared/persistence/database.ts';

const url = process.env.DATABASE_URL || undefined;
const orm = await openDatabase({ url, embeddedDir: process.env.EMBEDDED_DIR ?? 'memory://', entities: [] });
const jobs = new PgBossJobQueue(orm, createLogger('silent'), { url, work: true });
await jobs.start([
  {
    queue: 'test.crash',
    run: async () => {
      console.log('running');
      await new Promise(() => undefined);
    },
  },
]);
await jobs.send('test.crash', { n: 1 });
