/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { ListDevMailboxContext } from '../generated/identity.context.ts';
import {
ListDevMailboxQueryParams,
ListDevMailboxResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const listDevMailboxHandlers = factory.createHandlers(
zValidator('query', ListDevMailboxQueryParams),
zValidator('response', ListDevMailboxResponse),
async (_c: ListDevMailboxContext) => {
    throw new NotImplementedError();
  },
);