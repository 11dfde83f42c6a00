import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApplication, type Application } from '../../src/application.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Clock } from '../../src/shared/kernel/clock.ts';
import { createLogger } from '../../src/shared/logging/logger.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  application: Application;
  database: TestDatabase;
  config: Config;
  /** Calls the app in-process, as a client would over HTTP. */
  request(path: string, init?: RequestInit): Promise<Response>;
  json<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }>;
  close(): Promise<void>;
}

/** The whole product in-process over a fresh database, with embedded adapters unless overridden. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: Clock; serveWeb?: boolean } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coach-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // tests present their client address in X-Forwarded-For, so rate limits can be exercised per address
    TRUST_PROXY: 'true',
    ...env,
  });
  const database = await createTestDatabase();
  const logger = createLogger(config.LOG_LEVEL);
  const application = await createApplication(config, logger, {
    orm: database.orm,
    databaseUrl: database.url,
    migrate: false,
    serveWeb: options.serveWeb ?? false,
    clock: options.clock,
    // a job coming due (a retry, an exclusive queue's next job) is found within a second; the
    // clock-driven jobs (sweeps, rollups) run when a test runs them, never mid-test on the minute
    jobTiming: { pollSeconds: 1, schedule: false },
  });
  const request = async (p: string, init?: RequestInit) => application.app.request(p, init);
  return {
    application,
    database,
    config,
    request,
    json: async <T>(p: string, init?: RequestInit) => {
      const res = await request(p, init);
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
    },
    close: async () => {
      await application.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
