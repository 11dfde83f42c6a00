/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/interviewing.validator.ts';
import type { SubmitAnswerContext } from '../generated/interviewing.context.ts';
import {
SubmitAnswerBody,
SubmitAnswerResponse
} from '../generated/interviewing.zod.ts'

const factory = createFactory();
export const submitAnswerHandlers = factory.createHandlers(
zValidator('json', SubmitAnswerBody),
zValidator('response', SubmitAnswerResponse),
async (_c: SubmitAnswerContext) => {
    throw new NotImplementedError();
  },
);