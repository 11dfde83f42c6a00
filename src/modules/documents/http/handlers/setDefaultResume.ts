/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { DOCUMENTS } from '../../tokens.ts';
import type { SetDefaultResume } from '../../application/set-default-resume.ts';
import { presentResume } from '../presenters.ts';
import { zValidator } from '../generated/documents.validator.ts';
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
      .resolve<SetDefaultResume>(DOCUMENTS.SetDefaultResume)
      .execute(principalOf(c).userId, c.req.valid('param').id);
    return c.json(presentResume(resume));
  },
);