/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { DOCUMENTS } from '../../tokens.ts';
import type { ResetResumeReadingContext } from '../generated/documents.context.ts';
import {
ResetResumeReadingParams,
ResetResumeReadingResponse
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const resetResumeReadingHandlers = factory.createHandlers(
zValidator('param', ResetResumeReadingParams),
zValidator('response', ResetResumeReadingResponse),
async (c: ResetResumeReadingContext<AppEnv>) => {
    const reading = await c.var
      .resolve(DOCUMENTS.ReviewResumeReading)
      .reset(principalOf(c).userId, c.req.valid('param').id);
    return respond(c, ResetResumeReadingResponse, reading);
  },
);
