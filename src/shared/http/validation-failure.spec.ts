import { zValidator } from '@hono/zod-validator';
import { type Context, Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logging/logger.ts';
import type { AppEnv } from './app-env.ts';
import { requestContext } from './request-context.ts';
import { validationFailureEnvelope } from './validation-failure.ts';

function appWith(handler: (c: Context<AppEnv>) => Response | Promise<Response>) {
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    requestContext(createLogger('silent'), <T>() => ({}) as T),
  );
  app.use('*', validationFailureEnvelope);
  app.post('/things', zValidator('json', z.object({ name: z.string().min(1) })), (c) => handler(c));
  return app;
}

describe('validationFailureEnvelope', () => {
  it('turns a failed input check into 400 VALIDATION_FAILED with the issues', async () => {
    const app = appWith((c) => c.json({ ok: true }));
    const res = await app.request('/things', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: '' }),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ error: 'VALIDATION_FAILED', requestId: expect.any(String) });
    expect(body.details[0]).toMatchObject({ path: ['name'], code: 'too_small' });
    expect(body.message).toContain('name');
  });

  it("reports a handler-produced failure body as our own 500, not the caller's fault", async () => {
    const app = appWith((c) => {
      c.var.resolve(Symbol('use case'));
      return c.json({ success: false, error: { name: 'ZodError', message: '[]' } }, 400);
    });
    const res = await app.request('/things', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ error: 'INTERNAL' });
  });

  it('leaves other answers untouched', async () => {
    const app = appWith((c) => c.json({ ok: true }));
    const res = await app.request('/things', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(await res.json()).toEqual({ ok: true });
  });
});
