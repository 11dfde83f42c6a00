/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/interviewing.validator.ts';
import type { SubmitAudioAnswerContext } from '../generated/interviewing.context.ts';
import {
SubmitAudioAnswerBody,
SubmitAudioAnswerResponse
} from '../generated/interviewing.zod.ts'

const factory = createFactory();
export const submitAudioAnswerHandlers = factory.createHandlers(
zValidator('form', SubmitAudioAnswerBody),
zValidator('response', SubmitAudioAnswerResponse),
async (_c: SubmitAudioAnswerContext) => {
    throw new NotImplementedError();
  },
);