/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminSuspendUserContext } from '../generated/admin.context.ts';
import {
  AdminSuspendUserBody,
  AdminSuspendUserParams,
  AdminSuspendUserResponse,
} from '../generated/admin.zod.ts';
import { presentAdminUser } from '../presenters.ts';
import { staffContextOf } from '../staff-context.ts';

const factory = createFactory();
export const adminSuspendUserHandlers = factory.createHandlers(
  zValidator('param', AdminSuspendUserParams),
  zValidator('response', AdminSuspendUserResponse),
  zValidator('json', AdminSuspendUserBody),
  async (c: AdminSuspendUserContext<AppEnv>) => {
    const staff = await staffContextOf(c);
    const user = await c.var
      .resolve(ADMIN.SuspendUser)
      .execute(staff, c.req.valid('param').id, c.req.valid('json').reason);
    return respond(c, AdminSuspendUserResponse, presentAdminUser(user));
  },
);
