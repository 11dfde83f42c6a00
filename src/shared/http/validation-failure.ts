import type { MiddlewareHandler } from 'hono';
import type { ErrorDetail } from '../kernel/app-error.ts';
import type { AppEnv } from './app-env.ts';
import { envelope } from './error-envelope.ts';

interface ZodIssueLike {
  path?: (string | number)[];
  message?: string;
  code?: string;
}

function issuesOf(error: unknown): ZodIssueLike[] | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { issues?: unknown; message?: unknown; name?: unknown };
  if (Array.isArray(e.issues)) return e.issues as ZodIssueLike[];
  // zod 4 serialises a ZodError as { name, message } where message is the JSON of the issues
  if (e.name === 'ZodError' && typeof e.message === 'string') {
    try {
      const parsed: unknown = JSON.parse(e.message);
      return Array.isArray(parsed) ? (parsed as ZodIssueLike[]) : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function summarise(details: ErrorDetail[]): string {
  const first = details[0];
  if (!first) return 'The request is not valid.';
  const where = first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  return `${where}${first.message}`;
}

/**
 * The generated routes validate with @hono/zod-validator, which answers a failed check with its own
 * `{ success: false, error }` body. This rewrites exactly that answer into the shared envelope
 * (400 VALIDATION_FAILED with the zod issues in details), so every route speaks one error language.
 * The same body after a handler ran comes from the response check and is a 500 of ours.
 */
export const validationFailureEnvelope: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status !== 400 || !c.res.headers.get('content-type')?.includes('application/json')) return;
  let body: unknown;
  try {
    body = await c.res.clone().json();
  } catch {
    return;
  }
  if (!body || typeof body !== 'object' || (body as { success?: unknown }).success !== false) return;
  const issues = issuesOf((body as { error?: unknown }).error) ?? [];
  const details: ErrorDetail[] = issues.map((i) => ({
    path: Array.isArray(i.path) ? i.path : [],
    message: i.message ?? 'Invalid value',
    code: i.code ?? 'invalid',
  }));
  c.res = undefined;
  if (c.get('handlerReached')) {
    // the generated response check rejected what a handler produced: our defect, not the caller's
    c.get('logger').error({ details }, 'response does not match the contract');
    c.res = c.json(envelope('INTERNAL', 'An unexpected server error occurred.', c.get('requestId')), 500);
    return;
  }
  c.res = c.json(envelope('VALIDATION_FAILED', summarise(details), c.get('requestId'), details), 400);
};
