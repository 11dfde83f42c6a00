/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/admin.validator.ts';
import type { AdminListTicketsContext } from '../generated/admin.context.ts';
import {
AdminListTicketsQueryParams,
AdminListTicketsResponse
} from '../generated/admin.zod.ts'

const factory = createFactory();
export const adminListTicketsHandlers = factory.createHandlers(
zValidator('query', AdminListTicketsQueryParams),
zValidator('response', AdminListTicketsResponse),
async (_c: AdminListTicketsContext) => {
    throw new NotImplementedError();
  },
);