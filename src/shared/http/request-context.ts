import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logging/logger.ts';
import type { AppEnv, Resolve } from './app-env.ts';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,100}$/;

/**
 * Gives each request an id (a sane incoming x-request-id is kept so traces join up), a child
 * logger carrying it, the service resolver and the response-check switch; logs one line per
 * request when it ends. The id goes back in `x-request-id` (answer-headers.ts).
 */
export function requestContext(
  logger: Logger,
  resolve: Resolve,
  checkResponses = true,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    c.set('resolve', resolve);
    c.set('checkResponses', checkResponses);
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) log.error(line, 'request');
    else log.info(line, 'request');
  };
}
