/**
 * `npm run bench`: starts the server on a free local port and measures each endpoint with
 * autocannon (50 connections, a few seconds each), printing p50, p99 and requests/s as JSON.
 * Budgets live in DESIGN.md section 8; later modules add their endpoints to ENDPOINTS.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { textPdf } from '../test/support/document-fixtures.ts';

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
}

const ENDPOINTS: Endpoint[] = [
  { name: 'liveness', path: '/api/health', budgetP99Ms: 25 },
  { name: 'readiness (database round trip)', path: '/api/ready', budgetP99Ms: 25 },
  { name: 'public config', path: '/api/config', budgetP99Ms: 25 },
  { name: 'profile (authenticated read)', path: '/api/user/profile', budgetP99Ms: 25, authenticated: true },
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

function multipart(field: string, fileName: string, type: string, bytes: Uint8Array) {
  const boundary = `----coach${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return {
    bytes: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilLive(base: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start within 60 s');
}

// The server runs in its own process, as in production, so the load generator does not share
// its event loop.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coach-bench-'));
const port = await freePort();
const server = spawn(process.execPath, ['src/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: process.env.JWT_SECRET ?? 'bench-secret-bench-secret-bench-secret-000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
await waitUntilLive(base, Date.now() + 60_000);

const signUp = await fetch(`${base}/api/auth/signup`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    name: 'Bench Mark',
    email: `bench.${Date.now()}@example.com`,
    password: 'Str0ng!pass',
  }),
});
const { token } = (await signUp.json()) as { token: string };

const results: Record<string, unknown> = {};
for (const endpoint of ENDPOINTS) {
  const run = await autocannon({
    url: `${base}${endpoint.path}`,
    method: endpoint.method ?? 'GET',
    headers: {
      ...(endpoint.authenticated ? { 'x-auth-token': token } : {}),
      ...(endpoint.body ? { 'content-type': endpoint.body.contentType } : {}),
    },
    ...(endpoint.body ? { body: endpoint.body.bytes } : {}),
    connections: endpoint.connections ?? connections,
    duration: seconds,
  });
  results[endpoint.name] = {
    path: endpoint.path,
    p50Ms: run.latency.p50,
    // autocannon has no p95; p97.5 is the next percentile up, so a p95 budget is checked against it
    p97_5Ms: run.latency.p97_5,
    p99Ms: run.latency.p99,
    requestsPerSecond: Math.round(run.requests.average),
    non2xx: run.non2xx,
    errors: run.errors,
    withinBudget:
      endpoint.budgetP95Ms !== undefined
        ? run.latency.p97_5 < endpoint.budgetP95Ms
        : endpoint.budgetP99Ms === undefined
          ? null
          : run.latency.p99 < endpoint.budgetP99Ms,
  };
}

const database = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
console.log(JSON.stringify({ database, connections, seconds, results }, null, 2));
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
