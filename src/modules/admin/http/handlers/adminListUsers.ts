/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { staffOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminListUsersContext } from '../generated/admin.context.ts';
import { AdminListUsersQueryParams, AdminListUsersResponse } from '../generated/admin.zod.ts';
import { presentAdminUser } from '../presenters.ts';

const factory = createFactory();
export const adminListUsersHandlers = factory.createHandlers(
  zValidator('query', AdminListUsersQueryParams),
  zValidator('response', AdminListUsersResponse),
  async (c: AdminListUsersContext<AppEnv>) => {
    staffOf(c);
    const { page = 1, limit = 20, search } = c.req.valid('query');
    const found = await c.var.resolve(ADMIN.ListUsers).execute({ page, limit, search });
    return respond(c, AdminListUsersResponse, { ...found, users: found.users.map(presentAdminUser) });
  },
);
