/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import type { EndInterview } from '../../application/end-interview.ts';
import { INTERVIEWING } from '../../tokens.ts';
import { zValidator } from '../generated/interviewing.validator.ts';
import type { EndInterviewContext } from '../generated/interviewing.context.ts';
import {
EndInterviewParams,
EndInterviewResponse
} from '../generated/interviewing.zod.ts'

const factory = createFactory();
export const endInterviewHandlers = factory.createHandlers(
zValidator('param', EndInterviewParams),
zValidator('response', EndInterviewResponse),
async (c: EndInterviewContext<AppEnv>) => {
    const { id } = c.req.valid('param');
    const ended = await c.var.resolve<EndInterview>(INTERVIEWING.EndInterview).execute(principalOf(c).userId, id);
    return c.json(ended, 200);
  },
);