/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { DOCUMENTS } from '../../tokens.ts';
import { presentResume } from '../presenters.ts';
import type { SetDefaultResumeContext } from '../generated/documents.context.ts';
import {
SetDefaultResumeParams,
SetDefaultResumeResponse
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const setDefaultResumeHandlers = factory.createHandlers(
zValidator('param', SetDefaultResumeParams),
  zValidator('response', SetDefaultResumeResponse),
async (c: SetDefaultResumeContext<AppEnv>) => {
    const resume = await c.var
      .resolve(DOCUMENTS.SetDefaultResume)
      .execute(principalOf(c).userId, c.req.valid('param').id);
    return respond(c, SetDefaultResumeResponse, presentResume(resume));
  },
);