import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../kernel/app-error.ts';
import { createLogger } from '../logging/logger.ts';
import { API_DEFAULTS, answerHeaders } from './answer-headers.ts';
import type { AppEnv } from './app-env.ts';
import { errorHandler } from './error-handler.ts';
import { requestContext } from './request-context.ts';
import { securityHeaders } from './security-headers.ts';

const SECURITY = securityHeaders({ https: false, scriptHashes: [], docs: false });

function app() {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.use(
    '*',
    requestContext(createLogger('silent'), () => undefined as never),
  );
  app.use(
    '*',
    answerHeaders(() => ({ fixed: SECURITY, defaults: API_DEFAULTS })),
  );
  app.get('/json', (c) => c.json({ ok: true }));
  app.get('/cached', (c) => {
    c.header('Cache-Control', 'private, max-age=60');
    return c.json({ ok: true });
  });
  app.get('/failing', () => {
    throw new AppError('FORBIDDEN', 'No.');
  });
  // built without the context: none of what was set before the handler is in it
  app.get('/raw', () => new Response('plain', { headers: { 'content-type': 'text/plain' } }));
  app.get('/raw-cached', () => new Response('plain', { headers: { 'cache-control': 'max-age=5' } }));
  app.get('/redirect', () => Response.redirect('http://localhost/elsewhere', 302));
  return app;
}

function expectAnswerHeaders(res: Response, cacheControl = 'no-store') {
  expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  for (const [name, value] of SECURITY) expect(res.headers.get(name)).toBe(value);
  expect(res.headers.get('cache-control')).toBe(cacheControl);
}

describe('answerHeaders, in-process', () => {
  it('puts the request id, the security headers and no-store on an answer built by the handler', async () => {
    const res = await app().request('/json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expectAnswerHeaders(res);
  });

  it('keeps the caching an answer chose for itself', async () => {
    expectAnswerHeaders(await app().request('/cached'), 'private, max-age=60');
  });

  it('puts them on the error envelope, with the same request id', async () => {
    const res = await app().request('/failing', { headers: { 'x-request-id': 'trace-1234567' } });
    expect(res.status).toBe(403);
    expect((await res.json()).requestId).toBe('trace-1234567');
    expect(res.headers.get('x-request-id')).toBe('trace-1234567');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('adds them afterwards to a response the handler built on its own', async () => {
    const res = await app().request('/raw');
    expect(await res.text()).toBe('plain');
    expectAnswerHeaders(res);
    expectAnswerHeaders(await app().request('/raw-cached'), 'max-age=5');
  });

  it('copies a response whose headers cannot change before adding them', async () => {
    const res = await app().request('/redirect');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost/elsewhere');
    expectAnswerHeaders(res);
  });
});

describe('answerHeaders on the Node server', () => {
  let server: ReturnType<typeof serve>;
  let base: string;
  beforeAll(async () => {
    server = serve({ fetch: app().fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends them with an answer built by the handler, in one piece with its length', async () => {
    const res = await fetch(`${base}/json`);
    expect(await res.json()).toEqual({ ok: true });
    expectAnswerHeaders(res);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('content-length')).toBe('11');
  });

  it("lets the answer's own caching win, and sends them with errors and HEAD answers", async () => {
    expectAnswerHeaders(await fetch(`${base}/cached`), 'private, max-age=60');
    const failed = await fetch(`${base}/failing`, { headers: { 'x-request-id': 'trace-1234567' } });
    expect(failed.status).toBe(403);
    expect(failed.headers.get('x-request-id')).toBe('trace-1234567');
    expect(failed.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expectAnswerHeaders(await fetch(`${base}/json`, { method: 'HEAD' }));
  });

  it('sends them with responses built without the context, immutable ones included', async () => {
    expectAnswerHeaders(await fetch(`${base}/raw`));
    expectAnswerHeaders(await fetch(`${base}/raw-cached`), 'max-age=5');
    const moved = await fetch(`${base}/redirect`, { redirect: 'manual' });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('http://localhost/elsewhere');
    expectAnswerHeaders(moved);
  });
});
