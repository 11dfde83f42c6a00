/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { staffOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminGetUserContext } from '../generated/admin.context.ts';
import { AdminGetUserParams, AdminGetUserResponse } from '../generated/admin.zod.ts';
import { presentUserDetail } from '../presenters.ts';

const factory = createFactory();
export const adminGetUserHandlers = factory.createHandlers(
  zValidator('param', AdminGetUserParams),
  zValidator('response', AdminGetUserResponse),
  async (c: AdminGetUserContext<AppEnv>) => {
    staffOf(c);
    const detail = await c.var.resolve(ADMIN.GetUser).execute(c.req.valid('param').id);
    return respond(c, AdminGetUserResponse, presentUserDetail(detail));
  },
);
