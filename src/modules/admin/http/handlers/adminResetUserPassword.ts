/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminResetUserPasswordContext } from '../generated/admin.context.ts';
import {
  AdminResetUserPasswordParams,
  AdminResetUserPasswordBody,
  AdminResetUserPasswordResponse
} from '../generated/admin.zod.ts';

const factory = createFactory();
export const adminResetUserPasswordHandlers = factory.createHandlers(
zValidator('param', AdminResetUserPasswordParams),
  zValidator('response', AdminResetUserPasswordResponse),
  zValidator('json', AdminResetUserPasswordBody),
async (_c: AdminResetUserPasswordContext) => {
    throw new NotImplementedError();
  },
);