/**
 * `npm run bench`: starts the server on a free local port and measures each endpoint with
 * autocannon (50 connections, a few seconds each), printing p50, p99 and requests/s as JSON.
 * Budgets live in DESIGN.md section 8; later modules add their endpoints to ENDPOINTS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApplication } from '../src/application.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/shared/logging/logger.ts';

interface Endpoint {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  budgetP99Ms?: number;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'liveness', path: '/api/health', budgetP99Ms: 25 },
  { name: 'readiness (database round trip)', path: '/api/ready', budgetP99Ms: 25 },
  { name: 'public config', path: '/api/config', budgetP99Ms: 25 },
];

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coach-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  JWT_SECRET: process.env.JWT_SECRET ?? 'bench-secret-bench-secret-bench-secret-000',
});
const application = await createApplication(config, createLogger('silent'), {
  migrate: true,
  serveWeb: false,
});
const server = serve({ fetch: application.app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;

const results: Record<string, unknown> = {};
for (const endpoint of ENDPOINTS) {
  const run = await autocannon({
    url: `http://127.0.0.1:${port}${endpoint.path}`,
    method: endpoint.method ?? 'GET',
    connections,
    duration: seconds,
  });
  results[endpoint.name] = {
    path: endpoint.path,
    p50Ms: run.latency.p50,
    p99Ms: run.latency.p99,
    requestsPerSecond: Math.round(run.requests.average),
    non2xx: run.non2xx,
    errors: run.errors,
    withinBudget: endpoint.budgetP99Ms === undefined ? null : run.latency.p99 < endpoint.budgetP99Ms,
  };
}

console.log(
  JSON.stringify(
    { database: config.DATABASE_URL ? 'postgresql' : 'pglite', connections, seconds, results },
    null,
    2,
  ),
);
server.close();
await application.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
