/**
 * `npm run bench`: starts the server on a free local port and measures each endpoint with
 * autocannon (50 connections, a few seconds each), printing p50, p99, requests/s and the server's
 * CPU time per request as JSON (latency depends on what else the machine runs; CPU per request
 * much less). Budgets live in docs/architecture.md section 8; later modules add their endpoints to ENDPOINTS.
 * The interview endpoints are in bench-interview.ts; what both share is in bench-support.ts.
 *
 * Endpoints with a `targetRatio` are also measured on a bare Hono server doing the same work
 * (bench-baseline.ts, started here in its own process), in the same run: after a warm-up of each,
 * the two take turns (BENCH_ROUNDS rounds, the first to go alternating), and `ratio` is our
 * requests/s over the baseline's. Absolute figures on a shared machine drift from run to run; the
 * ratio of two servers measured minutes apart on the same cores much less.
 */
import autocannon from 'autocannon';
import { textPdf } from '../test/support/document-fixtures.ts';
import {
  type BenchServer,
  answerHeadersOf,
  cpuPerRequest,
  database,
  entry,
  multipart,
  signUp,
  startBaseline,
  startServer,
} from './bench-support.ts';

interface Endpoint {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  budgetP99Ms?: number;
  budgetP95Ms?: number;
  /** A raw request body and its content type (the upload). */
  body?: { bytes: Buffer; contentType: string };
  connections?: number;
  /** Sends the access token of a freshly signed-up user. */
  authenticated?: boolean;
  /** Measured against the bare baseline too: our requests/s must be at least this share of its. */
  targetRatio?: number;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'liveness', path: '/api/health', budgetP99Ms: 25, targetRatio: 0.5 },
  { name: 'readiness (database round trip)', path: '/api/ready', budgetP99Ms: 25 },
  { name: 'public config', path: '/api/config', budgetP99Ms: 25 },
  {
    name: 'profile (authenticated read)',
    path: '/api/user/profile',
    budgetP99Ms: 25,
    authenticated: true,
    targetRatio: 0.8,
  },
  {
    name: 'upload and text extraction of a 100 KB PDF',
    method: 'POST',
    path: '/api/upload/resume',
    budgetP95Ms: 150,
    authenticated: true,
    body: multipart('resume', 'resume.pdf', 'application/pdf', resumePdf()),
    // uploads are a person at a time: measure latency, not a queue of 50
    connections: 1,
  },
];

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** A text PDF of just under 100 KB: many pages of resume lines. */
function resumePdf(): Uint8Array {
  const line = 'Built Python services on PostgreSQL and AWS serving 2 million requests a day with Docker';
  let lines = 40;
  let pdf = textPdf(Array.from({ length: lines }, () => line));
  while (pdf.length < 95 * 1024) {
    lines += 40;
    pdf = textPdf(Array.from({ length: lines }, () => line));
  }
  return pdf;
}

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

/** One autocannon run against one server, with that server's CPU time over the run. */
async function measure(target: BenchServer, endpoint: Endpoint, duration: number) {
  const cpuAtStart = target.cpuMs();
  const run = await autocannon({
    url: `${target.base}${endpoint.path}`,
    method: endpoint.method ?? 'GET',
    headers: {
      ...(endpoint.authenticated ? { 'x-auth-token': token } : {}),
      ...(endpoint.body ? { 'content-type': endpoint.body.contentType } : {}),
    },
    ...(endpoint.body ? { body: endpoint.body.bytes } : {}),
    connections: endpoint.connections ?? connections,
    duration,
  });
  return { run, cpuMs: cpuAtStart === null ? null : (target.cpuMs() ?? cpuAtStart) - cpuAtStart };
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** Several rounds of one server as one figure: requests/s over all of them, the worst round's latency. */
function combine(runs: Measured[]) {
  const total = runs.reduce((sum, r) => sum + r.run.requests.total, 0);
  const cpu = runs.every((r) => r.cpuMs !== null) ? runs.reduce((sum, r) => sum + (r.cpuMs ?? 0), 0) : null;
  const worst = (pick: (r: Measured) => number) => Math.max(...runs.map(pick));
  return {
    latency: {
      p50: worst((r) => r.run.latency.p50),
      p97_5: worst((r) => r.run.latency.p97_5),
      p99: worst((r) => r.run.latency.p99),
    },
    counts: {
      requestsPerSecond: Math.round(total / (runs.length * seconds)),
      non2xx: runs.reduce((sum, r) => sum + r.run.non2xx, 0),
      errors: runs.reduce((sum, r) => sum + r.run.errors, 0),
      serverCpuMsPerRequest: cpuPerRequest(0, cpu, total),
    },
  };
}

const server = await startServer();
const token = await signUp(server.base, 'bench');
const baseline = ENDPOINTS.some((e) => e.targetRatio)
  ? await startBaseline(token, await answerHeadersOf(server.base))
  : null;

// BENCH_ONLY=profile measures only the endpoints whose name contains that word
const only = process.env.BENCH_ONLY;
const results: Record<string, unknown> = {};
const ratios: Record<string, number> = {};
for (const endpoint of ENDPOINTS.filter((e) => !only || e.name.includes(only))) {
  if (!endpoint.targetRatio || !baseline) {
    const { run, cpuMs } = await measure(server, endpoint, seconds);
    // autocannon has no p95; p97.5 is the next percentile up, so a p95 budget is checked against it
    results[endpoint.name] = entry(endpoint, run.latency, {
      requestsPerSecond: Math.round(run.requests.average),
      non2xx: run.non2xx,
      errors: run.errors,
      serverCpuMsPerRequest: cpuPerRequest(0, cpuMs, run.requests.total),
    });
    continue;
  }
  // both warmed up (JIT, pools, caches) before anything counts
  await measure(baseline, endpoint, 1);
  await measure(server, endpoint, 1);
  const ours: Measured[] = [];
  const bare: Measured[] = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ([baseline, server] as const) : ([server, baseline] as const);
    for (const target of order)
      (target === server ? ours : bare).push(await measure(target, endpoint, seconds));
  }
  const ourFigures = combine(ours);
  const bareFigures = combine(bare);
  const ratio =
    Math.round((ourFigures.counts.requestsPerSecond / bareFigures.counts.requestsPerSecond) * 100) / 100;
  ratios[endpoint.name] = ratio;
  results[endpoint.name] = {
    ...entry(endpoint, ourFigures.latency, ourFigures.counts),
    ratio,
    targetRatio: endpoint.targetRatio,
    withinTargetRatio: ratio >= endpoint.targetRatio,
    // each round's own ratio: how much the figure moves within the run
    roundRatios: ours.map(
      (r, i) => Math.round((r.run.requests.total / (bare[i]?.run.requests.total ?? Number.NaN)) * 100) / 100,
    ),
    baseline: entry(endpoint, bareFigures.latency, bareFigures.counts),
  };
}

console.log(
  JSON.stringify(
    {
      database,
      connections,
      seconds,
      rounds,
      baseline:
        'bare Hono + node-postgres (PGlite without DATABASE_URL), same token check, the same two queries and the same response headers',
      ratios,
      results,
    },
    null,
    2,
  ),
);
await baseline?.stop();
await server.stop();
