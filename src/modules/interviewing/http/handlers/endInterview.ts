/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { INTERVIEWING } from '../../tokens.ts';
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
    const ended = await c.var.resolve(INTERVIEWING.EndInterview).execute(principalOf(c).userId, id);
    return respond(c, EndInterviewResponse, ended);
  },
);