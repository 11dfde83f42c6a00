import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, type ErrorCode } from '../kernel/app-error.ts';
import type { AppEnv } from './app-env.ts';
import { envelope, STATUS_BY_CODE } from './error-envelope.ts';

const INTERNAL_MESSAGE = 'An unexpected server error occurred.';
/** For a 429 whose cause did not say how long to wait: clients must never retry blindly. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

function respond(c: Context<AppEnv>, code: ErrorCode, message: string, details?: AppError['details']) {
  const status = STATUS_BY_CODE[code] as ContentfulStatusCode;
  return c.json(envelope(code, message, c.get('requestId') ?? 'unknown', details), status);
}

/** Framework exceptions that carry a status (malformed JSON, body too large) keep their meaning. */
function fromHttpException(err: HTTPException): { code: ErrorCode; message: string } {
  switch (err.status) {
    case 400:
      return { code: 'VALIDATION_FAILED', message: err.message || 'The request is not valid.' };
    case 401:
      return { code: 'UNAUTHENTICATED', message: err.message || 'Please sign in.' };
    case 413:
      return { code: 'FILE_TOO_LARGE', message: err.message || 'The request body is too large.' };
    case 415:
      return { code: 'UNSUPPORTED_FILE_TYPE', message: err.message || 'Unsupported content type.' };
    default:
      return { code: 'INTERNAL', message: INTERNAL_MESSAGE };
  }
}

/** Maps every thrown error to the shared envelope; the cause of a 500 goes to the log only. */
export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  const log = c.get('logger');
  if (err instanceof AppError) {
    if (STATUS_BY_CODE[err.code] >= 500) log?.error({ err, code: err.code }, 'request failed');
    if (err.code === 'RATE_LIMITED') {
      const wait = Math.max(1, Math.ceil(err.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
      c.header('Retry-After', String(wait));
    }
    return respond(c, err.code, err.message, err.details);
  }
  if (err instanceof HTTPException) {
    const mapped = fromHttpException(err);
    if (mapped.code === 'INTERNAL') log?.error({ err }, 'unexpected http exception');
    return respond(c, mapped.code, mapped.message);
  }
  log?.error({ err }, 'unhandled error');
  return respond(c, 'INTERNAL', INTERNAL_MESSAGE);
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  respond(c, 'NOT_FOUND', `No endpoint ${c.req.method} ${c.req.path}.`);
