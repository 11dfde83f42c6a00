import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../kernel/app-error.ts';
import type { AppEnv } from './app-env.ts';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
const DEFAULT_MESSAGE = 'The request body is too large.';

/** A route's own cap, and the words a person sees when a body goes past it. */
export type BodyLimit = number | { bytes: number; message: string };

/**
 * Caps every request body while it is read (a lying or missing Content-Length does not help).
 * Routes that take files declare their own cap, and message, by path.
 */
export function bodyLimits(overrides: Record<string, BodyLimit>): MiddlewareHandler<AppEnv> {
  const limiters = new Map<string, MiddlewareHandler>();
  const make = (maxSize: number, message: string) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('FILE_TOO_LARGE', message);
      },
    });
  const fallback = make(DEFAULT_BODY_LIMIT, DEFAULT_MESSAGE);
  for (const [path, limit] of Object.entries(overrides)) {
    limiters.set(
      path,
      typeof limit === 'number' ? make(limit, DEFAULT_MESSAGE) : make(limit.bytes, limit.message),
    );
  }
  return (c, next) => {
    // a GET or HEAD has no body; asking for one would build a full Fetch Request for nothing
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    return (limiters.get(c.req.path) ?? fallback)(c, next);
  };
}
