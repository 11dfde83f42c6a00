/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { INTERVIEWING } from '../../tokens.ts';
import { presentSummary } from '../presenters.ts';
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
    const report = await c.var
      .resolve(INTERVIEWING.GetSessionSummary)
      .execute(principalOf(c).userId, id);
    return respond(c, GetSessionSummaryResponse, presentSummary(report));
  },
);