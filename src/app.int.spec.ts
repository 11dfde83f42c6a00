import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestApp, type TestApp } from '../test/support/test-app.ts';
import { CONTRACT_PATH } from './application.ts';

interface Contract {
  paths: Record<string, Record<string, { operationId: string; tags: string[] }>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const SAMPLE_ID = '6f1c2b1e-3d4a-4b5c-8d9e-0a1b2c3d4e5f';

describe('the HTTP application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers liveness with security headers and a request id', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('keeps a sane incoming request id so traces join up', async () => {
    const res = await t.request('/api/health', { headers: { 'x-request-id': 'trace-1234567' } });
    expect(res.headers.get('x-request-id')).toBe('trace-1234567');
  });

  it('answers readiness after checking the database and reading the job queue', async () => {
    const { status, body } = await t.json('/api/ready');
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ready',
      checks: { database: 'ok', queue: 'ok' },
      queue: { depth: 0, oldestJobAgeSeconds: null, deadLetters: 0 },
    });
  });

  it('tells the web app which providers this deployment has', async () => {
    const { status, body } = await t.json<Record<string, unknown>>('/api/config');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      googleSignInEnabled: false,
      speechToTextEnabled: false,
      paymentProvider: 'sandbox',
    });
  });

  it('mounts every operation of the contract', async () => {
    const contract = parse(readFileSync(CONTRACT_PATH, 'utf8')) as Contract;
    const missing: string[] = [];
    let count = 0;
    for (const [path, item] of Object.entries(contract.paths)) {
      for (const method of METHODS.filter((m) => item[m])) {
        count++;
        const url = path.replace(/\{[^}]+\}/g, SAMPLE_ID);
        const res = await t.request(url, { method: method.toUpperCase(), redirect: 'manual' });
        const body = res.headers.get('content-type')?.includes('json') ? await res.json() : undefined;
        if (res.status === 404 && String(body?.message).startsWith('No endpoint'))
          missing.push(`${method} ${path}`);
      }
    }
    expect(count).toBeGreaterThan(80);
    expect(missing).toEqual([]);
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const { status, body } = await t.json('/api/no-such-thing');
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('rejects an invalid body with 400 VALIDATION_FAILED and the zod issues', async () => {
    const { status, body } = await t.json<{ error: string; details: { path: string[] }[] }>(
      '/api/auth/signup',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ada', email: 'not-an-email' }),
      },
    );
    expect(status).toBe(400);
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.details.map((d) => d.path[0])).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('rejects malformed JSON in the envelope', async () => {
    const { status, body } = await t.json('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'VALIDATION_FAILED' });
  });

  it('cuts off a body over the limit while reading it', async () => {
    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    const { status, body } = await t.json('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: huge,
    });
    expect(status).toBe(413);
    expect(body).toMatchObject({ error: 'FILE_TOO_LARGE' });
  });

  it('publishes the contract and its browsable reference without a CDN', async () => {
    const spec = await t.json<{ openapi: string; paths: object }>('/openapi.json');
    expect(spec.status).toBe(200);
    expect(spec.body.openapi).toBe('3.1.0');
    const docs = await t.request('/docs');
    const html = await docs.text();
    expect(docs.status).toBe(200);
    expect(html).toContain('/docs/scalar.js');
    expect(html).not.toMatch(/cdn\.jsdelivr|unpkg\.com/);
    const bundle = await t.request('/docs/scalar.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
  });
});
