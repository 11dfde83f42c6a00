/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { DOCUMENTS } from '../../tokens.ts';
import type { CorrectResumeReadingContext } from '../generated/documents.context.ts';
import {
CorrectResumeReadingParams,
CorrectResumeReadingBody,
CorrectResumeReadingResponse
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const correctResumeReadingHandlers = factory.createHandlers(
zValidator('param', CorrectResumeReadingParams),
zValidator('json', CorrectResumeReadingBody),
zValidator('response', CorrectResumeReadingResponse),
async (c: CorrectResumeReadingContext<AppEnv>) => {
    const reading = await c.var
      .resolve(DOCUMENTS.ReviewResumeReading)
      .correct(principalOf(c).userId, c.req.valid('param').id, c.req.valid('json').structure);
    return respond(c, CorrectResumeReadingResponse, reading);
  },
);
