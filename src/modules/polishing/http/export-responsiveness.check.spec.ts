import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAnsweredThroughout,
  type HealthDuring,
  healthDuring,
  httpHealth,
  p95,
} from '../../../../test/support/health-sampler.ts';

/**
 * `npm run test:checks`: the real server (`node src/main.ts`, over HTTP on loopback) keeps
 * answering /api/health while it makes the largest polished resumes the contract accepts: 100,000
 * characters written in the shapes that used to hold its only thread (one long word blocked it for
 * minutes and grew it to gigabytes; 8,000 characters in one word held health checks for 3 s). Each
 * shape must also come back as a file, not a refusal.
 *
 * Health checks are asked every 10 ms, as a load balancer would. While any one file is made none
 * may wait SLOWEST_MS, and over all of them 95 % answer within HEALTH_MS. A single file's few
 * dozen checks are not held to the 95 %: on a busy 2-core machine a garbage collection of the
 * server's own heap now and then takes over 100 ms, whatever is being made. The defect held the
 * thread for seconds to minutes, and fails both.
 */
const HEALTH_MS = 100;
const SLOWEST_MS = 1_000;
const SIZE = 100_000;
const ROOT = path.resolve(import.meta.dirname, '../../../..');

const runOf = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
const HOSTILE: { shape: string; content: string; format: 'pdf' | 'docx' | 'txt' }[] = [
  { shape: 'one long word', content: runOf('a'), format: 'pdf' },
  { shape: 'one long word', content: runOf('a'), format: 'docx' },
  { shape: 'one long word of wide letters', content: `# ${runOf('W')}`.slice(0, SIZE), format: 'pdf' },
  { shape: 'ordinary words', content: runOf('Led the platform team. '), format: 'pdf' },
  { shape: 'one-letter words', content: runOf('a '), format: 'pdf' },
  { shape: 'lines', content: runOf('a\n'), format: 'pdf' },
  { shape: 'lines', content: runOf('a\n'), format: 'docx' },
  { shape: 'bullets', content: runOf('- x\n'), format: 'pdf' },
  { shape: 'styled pieces', content: runOf('*a'), format: 'pdf' },
  { shape: 'styled pieces', content: runOf('*a'), format: 'docx' },
  { shape: 'ideographs', content: runOf('中文'), format: 'pdf' },
  { shape: 'unclosed links', content: runOf('[a]('), format: 'pdf' },
  { shape: 'a heading of spaces', content: `# a${' '.repeat(SIZE - 4)}b`, format: 'txt' },
  { shape: 'a heading of spaces', content: `# a${' '.repeat(SIZE - 4)}b`, format: 'pdf' },
];

/** The server's render limit in this check, and how long a test waits for one export. */
const RENDER_LIMIT_MS = 120_000;
const RENDER_WAIT_MS = RENDER_LIMIT_MS + 30_000;

interface Server {
  child: ChildProcess;
  base: string;
}

async function startServer(dataDir: string): Promise<Server> {
  let out = '';
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'check-secret-check-secret-check-secret-0123456789',
      // what is measured is the server's answers while it renders, not the render's time limit:
      // on a machine as busy as the flake check makes it, the largest export may pass 20 s
      RENDER_TIMEOUT_MS: String(RENDER_LIMIT_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      // only the start-up is kept: request logs are read and dropped
      if (out.length < 100_000) out += chunk.toString();
      const match = out.match(/"port":(\d+),"msg":"listening"/);
      if (match) resolve(Number(match[1]));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (out.length < 100_000) out += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/** Every health check's time while a file was made, over all of them. */
const allWaits: number[] = [];

function expectResponsive(health: HealthDuring): void {
  allWaits.push(...health.waits);
  expectAnsweredThroughout(health, SLOWEST_MS);
}

describe('the server answers health checks while it makes the largest polished resumes', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coach-render-check-'));
  let server: Server;
  let token = '';

  const post = (route: string, body: unknown) =>
    fetch(`${server.base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startServer(dataDir);
    const signup = await fetch(`${server.base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'Str0ng!pass' }),
    });
    expect(signup.status).toBe(201);
    token = ((await signup.json()) as { token: string }).token;
    // the document workers start with the first file: a small resume of each kind starts them
    for (const format of ['pdf', 'docx']) {
      const warm = await post('/api/resume/export-polished', {
        fileName: 'a',
        content: '# Ada\nEngineer',
        format,
      });
      expect(warm.status).toBe(200);
    }
  }, 120_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      // a server whose thread is held cannot act on SIGTERM: it is stopped for good
      const held = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(held);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it.each(HOSTILE)(
    `exports ${SIZE / 1000} KB of $shape as $format, answering health checks`,
    async ({ content, format }) => {
      const exported = post('/api/resume/export-polished', { fileName: 'resume', content, format });
      const health = await healthDuring(httpHealth(server.base), exported);
      const res = await exported;
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
      expectResponsive(health);
    },
    // the wait is the render itself, bounded by the server's own limit (RENDER_TIMEOUT_MS above):
    // under the flake check's load the ideographs took more than the project's 30 s
    RENDER_WAIT_MS,
  );

  it(
    `saves ${SIZE / 1000} KB of one word as a new resume, answering health checks`,
    async () => {
      const saved = post('/api/resume/save-polished', { newName: 'Long.pdf', content: runOf('a') });
      const health = await healthDuring(httpHealth(server.base), saved);
      expect((await saved).status).toBe(201);
      expectResponsive(health);
    },
    RENDER_WAIT_MS,
  );

  it(`answered 95 % of all those health checks within ${HEALTH_MS} ms`, () => {
    expect(allWaits.length).toBeGreaterThan(100);
    expect(p95(allWaits)).toBeLessThan(HEALTH_MS);
  });
});
