import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logging/logger.ts';
import type { AppEnv } from './app-env.ts';
import { errorHandler } from './error-handler.ts';
import { requestContext } from './request-context.ts';
import { respond } from './respond.ts';
import { zValidator } from './validator.ts';

const Thing = z.object({ name: z.string().min(1) });
const Answer = z.object({ id: z.string(), count: z.number().int() });

function appWith(body: unknown, checkResponses = true) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.use(
    '*',
    requestContext(createLogger('silent'), () => undefined as never, checkResponses),
  );
  app.post('/things', zValidator('json', Thing), zValidator('response', Answer), (c) =>
    respond(c, Answer, body as z.input<typeof Answer>),
  );
  return app;
}

const post = (app: Hono<AppEnv>, payload: unknown) =>
  app.request('/things', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });

describe('zValidator', () => {
  it('answers a failed input check with 400 VALIDATION_FAILED and the issues', async () => {
    const res = await post(appWith({ id: 'a', count: 1 }), { name: '' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ error: 'VALIDATION_FAILED', requestId: expect.any(String) });
    expect(body.details[0]).toMatchObject({ path: ['name'], code: 'too_small' });
    expect(body.message).toMatch(/^name: /);
  });

  it('lets a valid request through to the handler', async () => {
    const res = await post(appWith({ id: 'a', count: 1 }), { name: 'x' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'a', count: 1 });
  });
});

describe('respond', () => {
  it('reports a body that breaks the contract as our own 500, never as the caller’s fault', async () => {
    const res = await post(appWith({ id: 'a', count: 'many' }), { name: 'x' });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ error: 'INTERNAL' });
  });

  it('skips the run-time check where it is switched off (production)', async () => {
    const res = await post(appWith({ id: 'a', count: 'many' }, false), { name: 'x' });
    expect(res.status).toBe(200);
  });

  it('answers with the status it is given', async () => {
    const app = new Hono<AppEnv>();
    app.use(
      '*',
      requestContext(createLogger('silent'), () => undefined as never),
    );
    app.get('/made', (c) => respond(c, Answer, { id: 'b', count: 2 }, 201));
    const res = await app.request('/made');
    expect(res.status).toBe(201);
  });
});
