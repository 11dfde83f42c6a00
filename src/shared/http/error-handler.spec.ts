import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError, NotImplementedError } from '../kernel/app-error.ts';
import type { AppEnv } from './app-env.ts';
import { errorHandler } from './error-handler.ts';

function appThrowing(error: unknown) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('requestId', 'req-42');
    await next();
  });
  app.get('/x', () => {
    throw error;
  });
  app.onError(errorHandler);
  return app;
}

describe('the error handler', () => {
  it('answers a capability that is not built yet with 501 in the envelope', async () => {
    const res = await appThrowing(new NotImplementedError()).request('/x');
    expect(res.status).toBe(501);
    expect(await res.json()).toEqual({
      error: 'NOT_IMPLEMENTED',
      message: 'This capability is not available yet.',
      requestId: 'req-42',
    });
  });

  it('asks a rate-limited client to wait, never less than a second', async () => {
    const res = await appThrowing(
      new AppError('RATE_LIMITED', 'Slow down.', { retryAfterSeconds: 0.2 }),
    ).request('/x');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
  });

  it('keeps the cause of an unexpected failure out of the answer', async () => {
    const res = await appThrowing(new Error('password=hunter2 in a stack')).request('/x');
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('hunter2');
  });
});
