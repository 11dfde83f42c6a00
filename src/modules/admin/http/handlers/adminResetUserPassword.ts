/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminResetUserPasswordContext } from '../generated/admin.context.ts';
import {
  AdminResetUserPasswordBody,
  AdminResetUserPasswordParams,
  AdminResetUserPasswordResponse,
} from '../generated/admin.zod.ts';
import { RESET_LINK_SENT } from '../presenters.ts';
import { staffContextOf } from '../staff-context.ts';

const factory = createFactory();
export const adminResetUserPasswordHandlers = factory.createHandlers(
  zValidator('param', AdminResetUserPasswordParams),
  zValidator('response', AdminResetUserPasswordResponse),
  zValidator('json', AdminResetUserPasswordBody),
  async (c: AdminResetUserPasswordContext<AppEnv>) => {
    const staff = await staffContextOf(c);
    await c.var
      .resolve(ADMIN.ResetUserPassword)
      .execute(staff, c.req.valid('param').id, c.req.valid('json').reason);
    return respond(c, AdminResetUserPasswordResponse, { message: RESET_LINK_SENT });
  },
);
