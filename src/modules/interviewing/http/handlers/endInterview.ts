/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
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
async (_c: EndInterviewContext) => {
    throw new NotImplementedError();
  },
);