/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/interviewing.validator.ts';
import type { ListSessionHistoryContext } from '../generated/interviewing.context.ts';
import {
ListSessionHistoryQueryParams,
ListSessionHistoryResponse
} from '../generated/interviewing.zod.ts'

const factory = createFactory();
export const listSessionHistoryHandlers = factory.createHandlers(
zValidator('query', ListSessionHistoryQueryParams),
zValidator('response', ListSessionHistoryResponse),
async (_c: ListSessionHistoryContext) => {
    throw new NotImplementedError();
  },
);