/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminListUsersContext } from '../generated/admin.context.ts';
import {
  AdminListUsersQueryParams,
  AdminListUsersResponse
} from '../generated/admin.zod.ts';

const factory = createFactory();
export const adminListUsersHandlers = factory.createHandlers(
zValidator('query', AdminListUsersQueryParams),
  zValidator('response', AdminListUsersResponse),
async (_c: AdminListUsersContext) => {
    throw new NotImplementedError();
  },
);