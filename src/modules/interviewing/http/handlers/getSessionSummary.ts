/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import type { GetSessionSummary } from '../../application/get-session-summary.ts';
import { INTERVIEWING } from '../../tokens.ts';
import { zValidator } from '../generated/interviewing.validator.ts';
import type { GetSessionSummaryContext } from '../generated/interviewing.context.ts';
import {
GetSessionSummaryParams,
GetSessionSummaryResponse
} from '../generated/interviewing.zod.ts'

const factory = createFactory();
export const getSessionSummaryHandlers = factory.createHandlers(
zValidator('param', GetSessionSummaryParams),
zValidator('response', GetSessionSummaryResponse),
async (c: GetSessionSummaryContext<AppEnv>) => {
    const { id } = c.req.valid('param');
    const summary = await c.var
      .resolve<GetSessionSummary>(INTERVIEWING.GetSessionSummary)
      .execute(principalOf(c).userId, id);
    return c.json(summary, 200);
  },
);