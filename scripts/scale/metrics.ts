/**
 * Admin metrics and readiness at 200,000 people: starts the server (its own process, as in
 * production) on each database given, signs up an admin and measures with 10 connections:
 * GET /api/admin/metrics, GET /api/ready alone, /api/ready while 10 connections read the metrics,
 * and /api/ready right after ten metrics requests were abandoned by their clients. Prints JSON.
 * Seed the databases first with scripts/scale/metrics-seed.ts.
 *
 *   node scripts/scale/metrics.ts postgresql://…/scale_metrics_small postgresql://…/scale_metrics_large
 */
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import pg from 'pg';
import { MikroOrmSessionRollup } from '../../src/modules/admin/adapters/mikro-orm-session-rollup.ts';
import { RefreshMetrics } from '../../src/modules/admin/application/refresh-metrics.ts';
import { systemClock } from '../../src/shared/kernel/clock.ts';
import { openDatabase, withEntityManager } from '../../src/shared/persistence/database.ts';
import { call, closedLoop, expectStatus, signUp, startServer, timed } from '../bench-support.ts';

const urls = process.argv.slice(2).filter((a) => a.startsWith('postgres'));
if (urls.length === 0) throw new Error('usage: metrics.ts postgresql://…small postgresql://…large');
const seconds = Number(process.env.SCALE_SECONDS ?? 10);

async function promote(url: string, token: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
    };
    await pool.query("update users set role = 'admin' where id = $1", [payload.sub]);
  } finally {
    await pool.end();
  }
}

/** Sends a request and drops the connection after `ms`, as a closed browser tab does. */
function abandoned(base: string, pathname: string, token: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const req = request(`${base}${pathname}`, { headers: { 'x-auth-token': token } }, (res) => res.resume());
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    setTimeout(() => req.destroy(), ms);
    req.end();
  });
}

/**
 * Migrates, then brings the sessions' daily rollup up to date as its scheduled job would have long
 * done on a running installation (a first run over a year of history takes a few runs).
 */
async function prepare(url: string): Promise<number> {
  const migrated = spawnSync(process.execPath, ['scripts/migrate.ts'], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  if (migrated.status !== 0) throw new Error('migrating failed');
  const orm = await openDatabase({ url, embeddedDir: 'unused', entities: [] });
  const started = performance.now();
  try {
    const refresh = new RefreshMetrics(new MikroOrmSessionRollup(orm), systemClock);
    for (;;) {
      const report = await withEntityManager(orm, () => refresh.run());
      const today = new Date(new Date().toISOString().slice(0, 10));
      if (report.coveredUntil && report.coveredUntil >= today) break;
    }
    return Math.round(performance.now() - started);
  } finally {
    await orm.close();
  }
}

const results: unknown[] = [];
for (const url of urls) {
  const rollupMs = await prepare(url);
  results.push({ name: `rollup brought up to date (${url.split('/').pop()})`, ms: rollupMs });
  process.env.DATABASE_URL = url;
  const server = await startServer({ DATABASE_URL: url, WORK_JOBS: 'true' });
  try {
    const token = await signUp(server.base, 'scale-admin');
    await promote(url, token);
    await expectStatus(call(server.base, 'GET', '/api/admin/metrics', { token }), 200, 'metrics');
    const size = url.split('/').pop();
    const metrics = await closedLoop(
      server,
      { path: `/api/admin/metrics (${size})`, budgetP95Ms: 500 },
      { connections: 10, seconds },
      async () => timed(() => call(server.base, 'GET', '/api/admin/metrics', { token })),
    );
    const ready = await closedLoop(
      server,
      { path: `/api/ready alone (${size})`, budgetP95Ms: 50 },
      { connections: 10, seconds },
      async () => timed(() => call(server.base, 'GET', '/api/ready')),
    );
    // readiness probed once every 50 ms by two probes while 10 connections read the metrics
    const loaders = closedLoop(
      server,
      { path: 'metrics load' },
      { connections: 10, seconds, warmUpSeconds: 0 },
      async () => timed(() => call(server.base, 'GET', '/api/admin/metrics', { token })),
    );
    const readyUnderLoad = await closedLoop(
      server,
      { path: `/api/ready while 10 connections read the metrics (${size})`, budgetP95Ms: 50 },
      { connections: 2, seconds: seconds - 1, pauseMs: 50 },
      async () => timed(() => call(server.base, 'GET', '/api/ready')),
    );
    const metricsUnderProbes = await loaders;
    // ten metrics requests abandoned after 200 ms, then readiness for five seconds
    await Promise.all(
      Array.from({ length: 10 }, () => abandoned(server.base, '/api/admin/metrics', token, 200)),
    );
    const afterAbandoned = await closedLoop(
      server,
      { path: `/api/ready after 10 abandoned metrics requests (${size})`, budgetP95Ms: 50 },
      { connections: 2, seconds: 5, warmUpSeconds: 0, pauseMs: 50 },
      async () => timed(() => call(server.base, 'GET', '/api/ready')),
    );
    results.push(
      metrics,
      ready,
      readyUnderLoad,
      { ...metricsUnderProbes, name: 'metrics beside the probes' },
      afterAbandoned,
    );
  } finally {
    await server.stop();
  }
}
console.log(JSON.stringify(results, null, 2));
