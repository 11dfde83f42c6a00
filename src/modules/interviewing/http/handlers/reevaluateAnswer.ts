/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import type { ReevaluateAnswer } from '../../application/reevaluate-answer.ts';
import { INTERVIEWING } from '../../tokens.ts';
import { zValidator } from '../generated/interviewing.validator.ts';
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
      .resolve<ReevaluateAnswer>(INTERVIEWING.ReevaluateAnswer)
      .execute(principalOf(c).userId, id);
    return c.json(result, 200);
  },
);