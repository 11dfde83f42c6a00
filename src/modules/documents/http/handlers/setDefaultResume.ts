/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
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
async (_c: SetDefaultResumeContext) => {
    throw new NotImplementedError();
  },
);