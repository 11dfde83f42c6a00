import { zValidator as zodValidator } from '@hono/zod-validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { type ErrorDetail, ValidationError } from '../kernel/app-error.ts';
import { detailsOf } from './zod-issues.ts';

function summarise(details: ErrorDetail[]): string {
  const first = details[0];
  if (!first) return 'The request is not valid.';
  const where = first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  return `${where}${first.message}`;
}

// no async wrapper of its own: it sits in front of every handler
const passThrough: MiddlewareHandler = (_c, next) => next();

/**
 * The validator every handler scaffold names (`make generate` points Orval here and writes no
 * validator of its own). A request part that fails its contract schema is thrown as 400
 * VALIDATION_FAILED with the issues as details, so the one error handler answers it in the shared
 * envelope; a valid part is typed for `c.req.valid(target)`.
 *
 * The scaffold's `zValidator('response', …)` entry does nothing here: responses are checked by
 * `respond`, which knows the status and checks the body before it is serialised.
 */
export function zValidator<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  explain?: Explain,
): ReturnType<typeof checkRequest<T, Target>>;
export function zValidator<T extends z.ZodType>(target: 'response', schema: T): MiddlewareHandler;
export function zValidator(
  target: keyof ValidationTargets | 'response',
  schema: z.ZodType,
  explain?: Explain,
) {
  return target === 'response' ? passThrough : checkRequest(target, schema, explain);
}

/**
 * The message for a refused request part when the spec words it (e.g. 'Please fill out all
 * fields.'); undefined keeps the summary of the first issue.
 */
export type Explain = (details: ErrorDetail[]) => string | undefined;

function checkRequest<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  explain?: Explain,
) {
  return zodValidator(target, schema, (result) => {
    if (!result.success) {
      const details = detailsOf(result.error.issues);
      throw new ValidationError(explain?.(details) ?? summarise(details), details);
    }
  });
}
