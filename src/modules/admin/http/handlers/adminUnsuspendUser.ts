/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminUnsuspendUserContext } from '../generated/admin.context.ts';
import {
  AdminUnsuspendUserBody,
  AdminUnsuspendUserParams,
  AdminUnsuspendUserResponse,
} from '../generated/admin.zod.ts';
import { presentAdminUser } from '../presenters.ts';
import { staffContextOf } from '../staff-context.ts';

const factory = createFactory();
export const adminUnsuspendUserHandlers = factory.createHandlers(
  zValidator('param', AdminUnsuspendUserParams),
  zValidator('response', AdminUnsuspendUserResponse),
  zValidator('json', AdminUnsuspendUserBody),
  async (c: AdminUnsuspendUserContext<AppEnv>) => {
    const staff = await staffContextOf(c);
    const user = await c.var
      .resolve(ADMIN.UnsuspendUser)
      .execute(staff, c.req.valid('param').id, c.req.valid('json')?.reason);
    return respond(c, AdminUnsuspendUserResponse, presentAdminUser(user));
  },
);
