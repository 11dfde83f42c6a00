/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
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
async (_c: ReevaluateAnswerContext) => {
    throw new NotImplementedError();
  },
);