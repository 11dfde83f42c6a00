import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { AppError } from '../kernel/app-error.ts';
import type { AppEnv } from './app-env.ts';
import { detailsOf } from './zod-issues.ts';

/**
 * Answers JSON that must match the operation's response schema: the body's type is checked at
 * compile time against the generated schema, and where `checkResponses` is on (development and
 * tests) also at run time, so a presenter that drifts from the contract fails loudly as our 500
 * instead of reaching a client. Production skips the run-time check (docs/architecture.md section 11): there a
 * drift would turn an answer the web app can still use into a 500, and every response shape is
 * already exercised with the check on by the tests.
 */
export function respond<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  body: z.input<S>,
  status: ContentfulStatusCode = 200,
): Response {
  // c.get, not c.var: c.var copies every context variable into a new object on each read
  if (c.get('checkResponses')) {
    const checked = schema.safeParse(body);
    if (!checked.success) {
      throw new AppError('INTERNAL', 'An unexpected server error occurred.', {
        cause: new Error(
          `response does not match the contract: ${JSON.stringify(detailsOf(checked.error.issues))}`,
        ),
      });
    }
  }
  return c.json(body as object, status);
}
