/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/admin.validator.ts';
import type { AdminListUsersContext } from '../generated/admin.context.ts';
import {
AdminListUsersQueryParams,
AdminListUsersResponse
} from '../generated/admin.zod.ts'

const factory = createFactory();
export const adminListUsersHandlers = factory.createHandlers(
zValidator('query', AdminListUsersQueryParams),
zValidator('response', AdminListUsersResponse),
async (_c: AdminListUsersContext) => {
    throw new NotImplementedError();
  },
);