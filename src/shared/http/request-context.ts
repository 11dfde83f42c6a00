import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { type Logger, lazyChild } from '../logging/logger.ts';
import type { AppEnv, Resolve } from './app-env.ts';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,100}$/;

/**
 * Gives each request an id (a sane incoming x-request-id is kept so traces join up), a child
 * logger carrying it (made only if something logs), the service resolver and the response-check
 * switch; logs one line per request when it ends. The id goes back in `x-request-id`
 * (answer-headers.ts).
 */
export function requestContext(
  logger: Logger,
  resolve: Resolve,
  checkResponses = true,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    const log = lazyChild(logger, { requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    c.set('resolve', resolve);
    c.set('checkResponses', checkResponses);
    const started = performance.now();
    await next();
    const status = c.res.status;
    const level = status >= 500 ? 'error' : 'info';
    // below the configured level there is no line to write, and no child logger to make for it
    if (!logger.isLevelEnabled(level)) return;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log[level]({ method: c.req.method, path: c.req.path, status, ms }, 'request');
  };
}
