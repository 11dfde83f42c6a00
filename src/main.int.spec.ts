import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfBomb } from '../test/support/document-fixtures.ts';
import { uploadForm } from '../test/support/documents.ts';
import { DETAILED_ANSWER, INTERVIEW_JOB, INTERVIEW_RESUME } from '../test/support/interviews.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

function start(
  dataDir: string,
  env: Record<string, string | undefined> = { HOST: '127.0.0.1' },
): { child: ChildProcess; port: Promise<number>; output: () => string } {
  let out = '';
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/"port":(\d+),"msg":"listening"/);
      if (match) resolve(Number(match[1]));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
  return { child, port, output: () => out };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the server process on embedded defaults', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coach-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts, migrates the embedded database, serves, and shuts down cleanly on SIGTERM', async () => {
    const server = start(dataDir);
    const port = await server.port;
    const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(await res.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', queue: 'ok' } });
    expect(server.output()).toContain('applied migrations');

    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    // a first start creates and migrates a new database: on a busy machine that alone takes a while
  }, 120_000);

  it('finds its data again after a restart (no migration runs twice)', async () => {
    const server = start(dataDir);
    await server.port;
    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(server.output()).not.toContain('applied migrations');
  });

  it('listens on loopback by default and serves the mailbox to this machine only', async () => {
    const server = start(dataDir, { HOST: undefined, NODE_ENV: 'development' });
    const port = await server.port;
    expect(server.output()).toContain('"host":"127.0.0.1"');
    const direct = await fetch(`http://127.0.0.1:${port}/api/dev/mailbox`);
    expect(direct.status).toBe(200);
    // a reverse proxy on this host connects from loopback on behalf of someone else
    const relayed = await fetch(`http://127.0.0.1:${port}/api/dev/mailbox`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(relayed.status).toBe(404);
    const page = await fetch(`http://127.0.0.1:${port}/dev/mailbox`, {
      headers: { forwarded: 'for=203.0.113.9' },
    });
    expect(page.status).toBe(404);
    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('stops promptly on SIGTERM while an upload is being read, answering that upload', async () => {
    const server = start(dataDir);
    const base = `http://127.0.0.1:${await server.port}`;
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Sig Term',
        email: `sig.${Date.now()}@example.com`,
        password: 'Str0ng!pass',
      }),
    });
    const { token } = (await signup.json()) as { token: string };
    // a small PDF whose text takes its extraction worker seconds to read
    const upload = fetch(`${base}/api/upload/resume`, {
      method: 'POST',
      headers: { 'x-auth-token': token },
      body: uploadForm('resume', pdfBomb({ pages: 50, megabytes: 6 }), 'resume.pdf'),
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');
    // refused by the stopping server rather than read to its end (422 after seconds)
    const answer = await upload;
    expect(answer.status).toBe(503);
    // 0, not the forced exit's 1
    expect(await exited).toBe(0);
  });
});

describe('a crash right after an answer is stored', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'coach-crash-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    // a failed step leaves no server behind
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function call<T>(base: string, route: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${base}${route}`, init);
    if (res.status !== 200 && res.status !== 201)
      throw new Error(`${route}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  it('evaluates the answer after the restart within a minute, with nobody reading the report', async () => {
    // an instance that serves requests but runs no jobs: its answer's evaluation is only queued
    // when it dies, as if the crash struck between storing the answer and evaluating it
    const env = { HOST: '127.0.0.1', REQUIRE_EMAIL_VERIFICATION: 'false' };
    const first = start(dataDir, { ...env, WORK_JOBS: 'false' });
    children.push(first.child);
    const base = `http://127.0.0.1:${await first.port}`;
    const { token } = await call<{ token: string }>(base, '/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Kill Nine',
        email: `kill.${Date.now()}@example.com`,
        password: 'Str0ng!pass',
      }),
    });
    const headers = { 'x-auth-token': token };
    const uploaded = async (kind: 'resume' | 'job', text: string) =>
      (
        await call<{ dbId: string }>(base, `/api/upload/${kind}`, {
          method: 'POST',
          headers,
          body: uploadForm(kind, new TextEncoder().encode(text), `${kind}.txt`),
        })
      ).dbId;
    const [resumeId, jobId] = [
      await uploaded('resume', INTERVIEW_RESUME),
      await uploaded('job', INTERVIEW_JOB),
    ];
    const json = { ...headers, 'content-type': 'application/json' };
    const started = await call<{ sessionId: string; nextQuestion: { questionId: string } }>(
      base,
      '/api/interview/start',
      {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          resumeId,
          jobId,
          interviewType: 'Behavioral',
          persona: 'Friendly & Encouraging',
          duration: 30,
          numQuestions: 2,
          format: 'text',
        }),
      },
    );
    await call(base, '/api/interview/submit-answer', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        sessionId: started.sessionId,
        questionId: started.nextQuestion.questionId,
        answerText: DETAILED_ANSWER,
        format: 'text',
      }),
    });
    const killed = exitOf(first.child);
    first.child.kill('SIGKILL');
    await killed;

    const second = start(dataDir, env);
    children.push(second.child);
    const again = `http://127.0.0.1:${await second.port}`;
    try {
      // only the readiness probe is read until the queue is empty: no report, no history
      const deadline = Date.now() + 60_000;
      let queue: { depth: number } | undefined;
      do {
        await new Promise((resolve) => setTimeout(resolve, 250));
        ({ queue } = await call<{ queue?: { depth: number } }>(again, '/api/ready'));
      } while ((queue?.depth ?? 1) > 0 && Date.now() < deadline);
      expect(queue?.depth).toBe(0);
      const report = await call<{ breakdown: { evaluation_result: string }[] }>(
        again,
        `/api/interview/${started.sessionId}/summary`,
        { headers },
      );
      const evaluation = JSON.parse(report.breakdown[0]?.evaluation_result ?? '{}') as { status: string };
      expect(evaluation.status).toBe('ok');
    } finally {
      const exited = exitOf(second.child);
      second.child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  }, 120_000);
});
