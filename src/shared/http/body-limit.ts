import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../kernel/app-error.ts';
import type { AppEnv } from './app-env.ts';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Caps every request body while it is read (a lying or missing Content-Length does not help).
 * Routes that take files declare their own, larger or smaller, cap by path.
 */
export function bodyLimits(overrides: Record<string, number>): MiddlewareHandler<AppEnv> {
  const limiters = new Map<string, MiddlewareHandler>();
  const make = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('FILE_TOO_LARGE', 'The request body is too large.');
      },
    });
  const fallback = make(DEFAULT_BODY_LIMIT);
  for (const [path, size] of Object.entries(overrides)) limiters.set(path, make(size));
  return (c, next) => (limiters.get(c.req.path) ?? fallback)(c, next);
}
