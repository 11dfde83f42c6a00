/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { INTERVIEWING } from '../../tokens.ts';
import { presentReevaluation } from '../presenters.ts';
import type { ReevaluateAnswerContext } from '../generated/interviewing.context.ts';
import {
ReevaluateAnswerParams,
ReevaluateAnswerResponse
} from '../generated/interviewing.zod.ts'

const factory = createFactory();
export const reevaluateAnswerHandlers = factory.createHandlers(
zValidator('param', ReevaluateAnswerParams),
  zValidator('response', ReevaluateAnswerResponse),
async (c: ReevaluateAnswerContext<AppEnv>) => {
    const { id } = c.req.valid('param');
    const result = await c.var
      .resolve(INTERVIEWING.ReevaluateAnswer)
      .execute(principalOf(c).userId, id);
    return respond(c, ReevaluateAnswerResponse, presentReevaluation(result));
  },
);