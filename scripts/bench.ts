/**
 * `npm run bench`: starts the server on a free local port and measures each endpoint with
 * autocannon (50 connections, a few seconds each), printing p50, p99, requests/s and the server's
 * CPU time per request as JSON (latency depends on what else the machine runs; CPU per request
 * much less). Budgets live in DESIGN.md section 8; later modules add their endpoints to ENDPOINTS.
 * The interview endpoints are in bench-interview.ts; what both share is in bench-support.ts.
 */
import autocannon from 'autocannon';
import { textPdf } from '../test/support/document-fixtures.ts';
import { cpuPerRequest, database, entry, multipart, signUp, startServer } from './bench-support.ts';

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

const server = await startServer();
const token = await signUp(server.base, 'bench');

// BENCH_ONLY=profile measures only the endpoints whose name contains that word
const only = process.env.BENCH_ONLY;
const results: Record<string, unknown> = {};
for (const endpoint of ENDPOINTS.filter((e) => !only || e.name.includes(only))) {
  const cpuAtStart = server.cpuMs();
  const run = await autocannon({
    url: `${server.base}${endpoint.path}`,
    method: endpoint.method ?? 'GET',
    headers: {
      ...(endpoint.authenticated ? { 'x-auth-token': token } : {}),
      ...(endpoint.body ? { 'content-type': endpoint.body.contentType } : {}),
    },
    ...(endpoint.body ? { body: endpoint.body.bytes } : {}),
    connections: endpoint.connections ?? connections,
    duration: seconds,
  });
  // autocannon has no p95; p97.5 is the next percentile up, so a p95 budget is checked against it
  results[endpoint.name] = entry(endpoint, run.latency, {
    requestsPerSecond: Math.round(run.requests.average),
    non2xx: run.non2xx,
    errors: run.errors,
    serverCpuMsPerRequest: cpuPerRequest(cpuAtStart, server.cpuMs(), run.requests.total),
  });
}

console.log(JSON.stringify({ database, connections, seconds, results }, null, 2));
await server.stop();
