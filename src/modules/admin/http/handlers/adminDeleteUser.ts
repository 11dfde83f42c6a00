/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminDeleteUserContext } from '../generated/admin.context.ts';
import {
  AdminDeleteUserBody,
  AdminDeleteUserParams,
  AdminDeleteUserResponse,
} from '../generated/admin.zod.ts';
import { presentDeletionReceipt } from '../presenters.ts';
import { staffContextOf } from '../staff-context.ts';

const factory = createFactory();
export const adminDeleteUserHandlers = factory.createHandlers(
  zValidator('param', AdminDeleteUserParams),
  zValidator('json', AdminDeleteUserBody),
  zValidator('response', AdminDeleteUserResponse),
  async (c: AdminDeleteUserContext<AppEnv>) => {
    const staff = await staffContextOf(c);
    const receipt = await c.var
      .resolve(ADMIN.DeleteUser)
      .execute(staff, c.req.valid('param').id, c.req.valid('json'));
    return respond(c, AdminDeleteUserResponse, presentDeletionReceipt(receipt));
  },
);
