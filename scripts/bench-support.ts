/**
 * What the HTTP benches share: the server started in its own process (as in production, so the
 * load generator does not share its event loop), a signed-up user, a keep-alive HTTP client, a
 * closed-loop load runner with exact percentiles, and the JSON entry every bench prints.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const database = process.env.DATABASE_URL ? 'postgresql' : 'pglite';

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

/** How long a server may take to answer its liveness (SERVER_START_SECONDS; longer on a busy machine). */
const startSeconds = Number(process.env.SERVER_START_SECONDS ?? 60);

async function waitUntilLive(base: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not start within ${startSeconds} s`);
}

export interface BenchServer {
  base: string;
  /** CPU time the server process has used so far (ms; Linux only, else null). */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

/** utime + stime of a process from /proc, in ms: latency on a shared machine varies, this does not. */
function processCpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, in clock ticks of 1/100 s on Linux
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

const benchSecret = process.env.JWT_SECRET ?? 'bench-secret-bench-secret-bench-secret-000';

/** Runs a server script in its own process and waits until its liveness answers. */
async function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  cleanUp: () => void,
): Promise<BenchServer> {
  const server = spawn(process.execPath, args, {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // a bench that fails half-way must not leave its server running
  const orphaned = () => server.kill('SIGTERM');
  process.once('exit', orphaned);
  const base = `http://127.0.0.1:${env.PORT}`;
  await waitUntilLive(base, Date.now() + startSeconds * 1000);
  return {
    base,
    cpuMs: () => processCpuMs(server.pid),
    async stop() {
      process.off('exit', orphaned);
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      cleanUp();
    },
  };
}

/**
 * Starts `src/main.ts` in production mode on a free port with a throw-away data folder. A
 * PostgreSQL database (DATABASE_URL) is migrated first, as a deployment does before it starts.
 */
export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coach-bench-'));
  const port = await freePort();
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: benchSecret,
    // benches verify accounts in the database and read no mail
    MAIL_OUTBOX_IN_PRODUCTION: 'true',
    ...env,
  };
  if (process.env.DATABASE_URL) {
    // its report goes to stderr: stdout carries only the bench's JSON
    const migrated = spawnSync(process.execPath, ['scripts/migrate.ts'], {
      env: serverEnv,
      stdio: ['ignore', process.stderr, 'inherit'],
    });
    if (migrated.status !== 0) throw new Error('migrating the bench database failed');
  }
  // BENCH_NODE_OPTIONS passes flags to our server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  const flags = process.env.BENCH_NODE_OPTIONS?.split(' ') ?? [];
  return startProcess([...flags, 'src/main.ts'], serverEnv, () =>
    rmSync(dataDir, { recursive: true, force: true }),
  );
}

/** Headers of an answer that say nothing about that one answer (its length, type, date, id). */
const PER_ANSWER = new Set([
  'connection',
  'content-length',
  'content-type',
  'date',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
]);

/**
 * The headers our server puts on every API answer (security headers, `cache-control`), as its
 * liveness answer carries them; the baseline sends the same, so both put the same bytes on the
 * wire.
 */
export async function answerHeadersOf(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/health`);
  await res.arrayBuffer();
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!PER_ANSWER.has(name)) headers[name] = value;
  });
  return headers;
}

/**
 * Starts the bare Hono server of `scripts/bench-baseline.ts` on a free port: on the same
 * PostgreSQL as ours (reading the same rows), or, without DATABASE_URL, on its own in-memory PGlite
 * holding the account the token names. It answers with `headers` and a fresh x-request-id.
 */
export async function startBaseline(token: string, headers: Record<string, string>): Promise<BenchServer> {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return startProcess(
    ['scripts/bench-baseline.ts'],
    {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      JWT_SECRET: benchSecret,
      BASELINE_SEED_USER: `${claims.sub}:${claims.ver}`,
      BASELINE_HEADERS: JSON.stringify(headers),
    },
    () => {},
  );
}

export interface Reply {
  status: number;
  body: Buffer;
  json<T>(): T;
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** One request over a kept-alive connection (lighter on the shared CPU than fetch). */
export function call(
  base: string,
  method: string,
  pathname: string,
  options: { token?: string; json?: unknown; body?: { bytes: Buffer; contentType: string } } = {},
): Promise<Reply> {
  const payload =
    options.json === undefined
      ? options.body
      : { bytes: Buffer.from(JSON.stringify(options.json)), contentType: 'application/json' };
  const headers: Record<string, string | number> = {};
  if (options.token) headers['x-auth-token'] = options.token;
  if (payload) {
    headers['content-type'] = payload.contentType;
    headers['content-length'] = payload.bytes.length;
  }
  return new Promise((resolve, reject) => {
    const req = request(`${base}${pathname}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, body, json: <T>() => JSON.parse(body.toString('utf8')) as T });
      });
    });
    req.on('error', reject);
    req.end(payload?.bytes);
  });
}

/** Like `call`, but a status other than the expected one stops the bench with the answer. */
export async function expectStatus(reply: Promise<Reply>, status: number, what: string): Promise<Reply> {
  const r = await reply;
  if (r.status !== status)
    throw new Error(`${what}: expected ${status}, got ${r.status} ${r.body.toString()}`);
  return r;
}

/** Signs up a fresh user (on the trial every new account gets) and answers its access token. */
export async function signUp(base: string, label: string): Promise<string> {
  const reply = await expectStatus(
    call(base, 'POST', '/api/auth/signup', {
      json: { name: 'Bench Mark', email: `${label}.${Date.now()}@example.com`, password: 'Str0ng!pass' },
    }),
    201,
    'sign-up',
  );
  return reply.json<{ token: string }>().token;
}

/** Uploads a text file as the person's resume or job description and answers its id. */
export async function uploadText(
  base: string,
  token: string,
  field: 'resume' | 'job',
  text: string,
): Promise<string> {
  const reply = await expectStatus(
    call(base, 'POST', `/api/upload/${field}`, {
      token,
      body: multipart(field, `${field}.txt`, 'text/plain', Buffer.from(text)),
    }),
    200,
    `upload ${field}`,
  );
  return reply.json<{ dbId: string }>().dbId;
}

export function multipart(field: string, fileName: string, type: string, bytes: Uint8Array) {
  const boundary = `----coach${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return {
    bytes: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => Math.round(value * 10) / 10;

export interface Budget {
  budgetP95Ms?: number;
  budgetP99Ms?: number;
}

/** The entry each bench prints for one measured endpoint. */
export function entry(
  endpoint: { path: string } & Budget,
  latency: { p50: number; p95?: number; p97_5: number; p99: number },
  counts: {
    requestsPerSecond: number;
    non2xx: number;
    errors: number;
    serverCpuMsPerRequest?: number | null;
  },
) {
  const p95 = latency.p95 ?? latency.p97_5;
  return {
    path: endpoint.path,
    p50Ms: ms(latency.p50),
    ...(latency.p95 === undefined ? {} : { p95Ms: ms(latency.p95) }),
    p97_5Ms: ms(latency.p97_5),
    p99Ms: ms(latency.p99),
    ...counts,
    withinBudget:
      endpoint.budgetP95Ms !== undefined
        ? p95 < endpoint.budgetP95Ms
        : endpoint.budgetP99Ms === undefined
          ? null
          : latency.p99 < endpoint.budgetP99Ms,
  };
}

/**
 * A closed loop: `connections` workers each run `step` back to back (or `pauseMs` apart) for
 * `seconds` after a short warm-up; every step returns the latency it wants counted (ms), or null
 * for an unmeasured call.
 */
export async function closedLoop(
  server: BenchServer,
  endpoint: { path: string } & Budget,
  options: { connections: number; seconds: number; warmUpSeconds?: number; pauseMs?: number },
  step: (worker: number) => Promise<{ ms: number | null; ok: boolean }>,
) {
  const samples: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const warmUpEnds = Date.now() + (options.warmUpSeconds ?? 1) * 1000;
  const ends = warmUpEnds + options.seconds * 1000;
  let cpuAtStart: number | null = null;
  setTimeout(() => {
    cpuAtStart = server.cpuMs();
  }, warmUpEnds - Date.now());
  // paced workers start at random offsets and pause a random 0.5x-1.5x of pauseMs, as people
  // answering at their own pace do; in step they would arrive in bursts of `connections`
  const paceMs = options.pauseMs ?? 0;
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const worker = async (index: number) => {
    if (paceMs) await pause(Math.random() * paceMs);
    while (Date.now() < ends) {
      const measuring = Date.now() >= warmUpEnds;
      try {
        const result = await step(index);
        if (measuring) {
          if (!result.ok) non2xx += 1;
          if (result.ms !== null) samples.push(result.ms);
        }
      } catch {
        if (measuring) errors += 1;
      }
      if (paceMs) await pause(paceMs * (0.5 + Math.random()));
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => worker(i)));
  const cpuAtEnd = server.cpuMs();
  samples.sort((a, b) => a - b);
  return entry(
    endpoint,
    {
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      p97_5: percentile(samples, 97.5),
      p99: percentile(samples, 99),
    },
    {
      requestsPerSecond: Math.round(samples.length / options.seconds),
      non2xx,
      errors,
      serverCpuMsPerRequest: cpuPerRequest(cpuAtStart, cpuAtEnd, samples.length),
    },
  );
}

/** The server's CPU time per measured request, background work (evaluations) included. */
export function cpuPerRequest(start: number | null, end: number | null, requests: number): number | null {
  if (start === null || end === null || requests === 0) return null;
  return Math.round(((end - start) / requests) * 100) / 100;
}

/** Times one request; ok when it answered the expected status. */
export async function timed(reply: () => Promise<Reply>, status = 200) {
  const started = performance.now();
  const r = await reply();
  return { ms: performance.now() - started, ok: r.status === status, reply: r };
}

/** A question as the interview endpoints answer it: its id, and whether it is the last step. */
export interface Question {
  questionId: string | null;
  questionType: string;
}

/** Starts a three-question behavioural interview by text on a resume and a job; its first question. */
export async function startInterview(
  base: string,
  token: string,
  documents: { resumeId: string; jobId: string },
): Promise<{ sessionId: string; question: Question }> {
  const reply = await expectStatus(
    call(base, 'POST', '/api/interview/start', {
      token,
      json: {
        ...documents,
        interviewType: 'Behavioral',
        persona: 'Friendly & Encouraging',
        duration: 15,
        numQuestions: 3,
        format: 'text',
      },
    }),
    201,
    'start interview',
  );
  const body = reply.json<{ sessionId: string; nextQuestion: Question }>();
  return { sessionId: body.sessionId, question: body.nextQuestion };
}
