/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
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
async (_c: GetSessionSummaryContext) => {
    throw new NotImplementedError();
  },
);