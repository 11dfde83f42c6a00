/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/documents.validator.ts';
import type { ListApplicationsContext } from '../generated/documents.context.ts';
import {
ListApplicationsResponse
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const listApplicationsHandlers = factory.createHandlers(
zValidator('response', ListApplicationsResponse),
async (_c: ListApplicationsContext) => {
    throw new NotImplementedError();
  },
);