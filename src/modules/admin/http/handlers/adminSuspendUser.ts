/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminSuspendUserContext } from '../generated/admin.context.ts';
import {
  AdminSuspendUserParams,
  AdminSuspendUserBody,
  AdminSuspendUserResponse
} from '../generated/admin.zod.ts';

const factory = createFactory();
export const adminSuspendUserHandlers = factory.createHandlers(
zValidator('param', AdminSuspendUserParams),
  zValidator('response', AdminSuspendUserResponse),
  zValidator('json', AdminSuspendUserBody),
async (_c: AdminSuspendUserContext) => {
    throw new NotImplementedError();
  },
);