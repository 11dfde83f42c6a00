import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Hono } from 'hono';
import { buildApp } from './app.ts';
import { compose, moduleEntities, MODULES } from './composition-root.ts';
import type { Config } from './config.ts';
import type { AppEnv, Resolve } from './shared/http/app-env.ts';
import type { Clock } from './shared/kernel/clock.ts';
import type { Logger } from './shared/logging/logger.ts';
import { PgBossJobQueue, type PgBossJobQueueOptions } from './shared/jobs/pg-boss-job-queue.ts';
import { loadOrCreateSetting } from './shared/persistence/app-settings.ts';
import { migrate, openDatabase, type Orm } from './shared/persistence/database.ts';
import { TOKENS } from './shared/tokens.ts';

export const CONTRACT_PATH = path.resolve(import.meta.dirname, '../openapi/openapi.yaml');

export interface Application {
  app: Hono<AppEnv>;
  orm: Orm;
  resolve: Resolve;
  /** The background job queue (tests wait on `jobs.settled()` before reading what jobs write). */
  jobs: PgBossJobQueue;
  /** Ends work that would hold requests open (extraction workers); call before closing the server. */
  stopWork(): Promise<void>;
  /** Disposes every service (workers included) and closes the database. */
  close(): Promise<void>;
}

export interface ApplicationOptions {
  /** Apply pending migrations before serving (always in embedded mode). */
  migrate?: boolean;
  serveWeb?: boolean;
  clock?: Clock;
  /** Use an already open database (tests share one per file). */
  orm?: Orm;
  /** Run background jobs in this process (default: the WORK_JOBS setting). */
  workJobs?: boolean;
  /** The URL of that database when it is PostgreSQL (the job queue opens its own pool there). */
  databaseUrl?: string | undefined;
  /** The job queue's timing (tests poll more often than production's five seconds). */
  jobTiming?: Pick<PgBossJobQueueOptions, 'pollSeconds' | 'retryDelaySeconds' | 'schedule'>;
}

export function embeddedDatabaseDir(config: Pick<Config, 'DATA_DIR'>): string {
  return config.DATA_DIR.startsWith('memory:') ? config.DATA_DIR : path.join(config.DATA_DIR, 'db');
}

/** Wires the whole product in-process: database, container, HTTP app. No port is opened here. */
export async function createApplication(
  config: Config,
  logger: Logger,
  options: ApplicationOptions = {},
): Promise<Application> {
  const orm =
    options.orm ??
    (await openDatabase({
      url: config.DATABASE_URL,
      embeddedDir: embeddedDatabaseDir(config),
      entities: moduleEntities(),
    }));
  if (options.migrate ?? !config.DATABASE_URL) {
    const ran = await migrate(orm);
    if (ran.length > 0) logger.info({ migrations: ran }, 'applied migrations');
  }
  // development convenience: a signing secret generated once and kept with the data
  // (production refuses to start without JWT_SECRET, see config.ts)
  const jwtSecret =
    config.JWT_SECRET ??
    (await loadOrCreateSetting(orm, 'jwt_secret', () => randomBytes(48).toString('base64url')));
  const effective: Config = { ...config, JWT_SECRET: jwtSecret };
  const jobs = new PgBossJobQueue(orm, logger, {
    url: options.databaseUrl ?? config.DATABASE_URL,
    work: options.workJobs ?? config.WORK_JOBS,
    ...options.jobTiming,
  });
  const { container, resolve, jobHandlers } = compose({
    config: effective,
    logger,
    orm,
    jobs,
    clock: options.clock,
  });
  await jobs.start(jobHandlers());
  const app = buildApp({
    config: effective,
    logger,
    orm,
    resolve,
    modules: MODULES,
    contractPath: CONTRACT_PATH,
    serveWeb: options.serveWeb,
  });
  return {
    app,
    orm,
    resolve,
    jobs,
    stopWork: async () => {
      // a document being made holds its request for up to the document time limit: refuse it now
      await Promise.all([
        ...MODULES.map((m) => m.stopWork?.(resolve)),
        resolve(TOKENS.DocumentRenderer).close(),
      ]);
    },
    close: async () => {
      // running jobs finish (up to ten seconds) before the services they use go away
      await jobs.stop();
      await container.unbindAllAsync();
      if (!options.orm) await orm.close();
    },
  };
}
