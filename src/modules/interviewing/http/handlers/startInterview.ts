/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/interviewing.validator.ts';
import type { StartInterviewContext } from '../generated/interviewing.context.ts';
import {
StartInterviewBody
} from '../generated/interviewing.zod.ts'

const factory = createFactory();
export const startInterviewHandlers = factory.createHandlers(
zValidator('json', StartInterviewBody),
async (_c: StartInterviewContext) => {
    throw new NotImplementedError();
  },
);