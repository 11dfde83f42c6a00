/**
 * `npm run scale -- <small database URL> <large database URL>` (or SCALE_SMALL_URL and
 * SCALE_LARGE_URL): starts the server on each database in turn (migrating it first, as a
 * deployment does), signs in as the first seeded admin and measures every endpoint of every area
 * file in scripts/scale/ (lists.ts, …; see support.ts) with 10 clients at once, then prints the
 * p95 of each on both sets and the ratio, against its budget (p95 <= 50 ms on the large set and at
 * most twice the small set's, unless the area says otherwise).
 *
 * Both databases are seeded by scripts/scale/seed.ts (factor 0.001 and 1). `--only lists,jobs`
 * runs those areas; SCALE_SECONDS sets how long each endpoint is measured (5 s after a 1 s warm-up).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { call, closedLoop, startServer } from '../bench-support.ts';
import { type Area, type Measurement, type ScaleContext, signInAdmin } from './support.ts';

const NOT_AREAS = new Set([
  'check.ts',
  'seed.ts',
  'seed-rows.ts',
  'support.ts',
  'explain-lists.ts',
  'list-cases.ts',
]);

function options(argv: readonly string[]) {
  const urls: string[] = [];
  let only: string[] | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--only') only = (argv[++i] ?? '').split(',');
    else urls.push(arg);
  }
  const small = urls[0] ?? process.env.SCALE_SMALL_URL;
  const large = urls[1] ?? process.env.SCALE_LARGE_URL;
  if (!small || !large) {
    console.error('Usage: npm run scale -- [--only lists] <small database URL> <large database URL>');
    process.exit(2);
  }
  return { small, large, only };
}

async function areas(only: string[] | null): Promise<Area[]> {
  const files = readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts') && !f.endsWith('.d.ts') && !NOT_AREAS.has(f))
    .sort();
  const found: Area[] = [];
  for (const file of files) {
    const area = ((await import(path.join(import.meta.dirname, file))) as { default: Area }).default;
    if (!only || only.includes(area.name) || only.includes(path.basename(file, '.ts'))) found.push(area);
  }
  return found;
}

interface Result {
  area: string;
  measurement: Measurement;
  p95: number;
  non2xx: number;
  errors: number;
}

async function measure(url: string, chosen: Area[], seconds: number): Promise<Result[]> {
  process.env.DATABASE_URL = url;
  const server = await startServer({ DATABASE_URL: url });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const context: ScaleContext = {
      base: server.base,
      adminToken: await signInAdmin(server.base, url),
      sql: async (text, values) => (await client.query(text, values)).rows,
    };
    const results: Result[] = [];
    for (const area of chosen) {
      for (const m of await area.measurements(context)) {
        const token = m.admin === false ? undefined : context.adminToken;
        const entry = await closedLoop(server, m, { connections: m.connections ?? 10, seconds }, async () => {
          const started = performance.now();
          const reply = await call(server.base, 'GET', m.path, token ? { token } : {});
          return { ms: performance.now() - started, ok: reply.status === 200 };
        });
        results.push({
          area: area.name,
          measurement: m,
          p95: entry.p95Ms ?? Number.NaN,
          non2xx: entry.non2xx,
          errors: entry.errors,
        });
        console.error(`  ${new URL(url).pathname.slice(1)} ${area.name}: ${m.name} p95 ${entry.p95Ms} ms`);
      }
    }
    return results;
  } finally {
    await client.end();
    await server.stop();
  }
}

const { small, large, only } = options(process.argv.slice(2));
const chosen = await areas(only);
const seconds = Number(process.env.SCALE_SECONDS ?? 5);
const onSmall = await measure(small, chosen, seconds);
const onLarge = await measure(large, chosen, seconds);

const rows = onLarge.map((l, i) => {
  const s = onSmall[i];
  const ratio = s ? l.p95 / s.p95 : Number.NaN;
  const budget = l.measurement.budgetP95Ms ?? 50;
  const maxRatio = l.measurement.maxRatio ?? 2;
  const failed = l.non2xx + l.errors + (s?.non2xx ?? 0) + (s?.errors ?? 0);
  return {
    area: l.area,
    endpoint: l.measurement.name,
    smallP95Ms: s ? Math.round(s.p95 * 10) / 10 : null,
    largeP95Ms: Math.round(l.p95 * 10) / 10,
    ratio: Math.round(ratio * 100) / 100,
    withinBudget: failed === 0 && l.p95 <= budget && ratio <= maxRatio,
    ...(failed > 0 ? { failedRequests: failed } : {}),
  };
});
console.table(rows);
console.log(JSON.stringify(rows, null, 2));
if (rows.some((r) => !r.withinBudget)) process.exitCode = 1;
