import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../kernel/app-error.ts';
import { createLogger } from '../logging/logger.ts';
import type { AppEnv } from './app-env.ts';
import { errorHandler } from './error-handler.ts';
import { requestContext } from './request-context.ts';

function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(
    level,
    new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  );
  const app = new Hono<AppEnv>();
  app.onError(errorHandler);
  app.use(
    '*',
    requestContext(logger, () => undefined as never),
  );
  app.get('/ok', (c) => c.json({ ok: true }));
  app.get('/broken', () => {
    throw new AppError('INTERNAL', 'An unexpected server error occurred.');
  });
  return { app, lines, logger };
}

const flushed = () => new Promise((resolve) => setImmediate(resolve));

describe('requestContext', () => {
  it('logs one line per request with its id, method, path, status and time', async () => {
    const { app, lines } = appLogging('info');
    await app.request('/ok', { headers: { 'x-request-id': 'trace-1234567' } });
    await app.request('/broken');
    await flushed();
    expect(lines[0]).toMatchObject({
      level: 30,
      requestId: 'trace-1234567',
      method: 'GET',
      path: '/ok',
      status: 200,
      ms: expect.any(Number),
      msg: 'request',
    });
    // the error's own line, then the request's at error level, both with the generated id
    const [failure, request] = lines.slice(1);
    expect(failure).toMatchObject({ level: 50, msg: 'request failed', requestId: expect.any(String) });
    expect(request).toMatchObject({ level: 50, status: 500, msg: 'request' });
    expect(request?.requestId).toBe(failure?.requestId);
  });

  it('makes no child logger for a request nothing logs about', async () => {
    const { app, lines, logger } = appLogging('warn');
    const child = vi.spyOn(logger, 'child');
    expect((await app.request('/ok')).status).toBe(200);
    await flushed();
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });
});
