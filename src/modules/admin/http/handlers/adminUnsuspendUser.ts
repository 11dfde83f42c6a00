/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminUnsuspendUserContext } from '../generated/admin.context.ts';
import {
  AdminUnsuspendUserParams,
  AdminUnsuspendUserBody,
  AdminUnsuspendUserResponse
} from '../generated/admin.zod.ts';

const factory = createFactory();
export const adminUnsuspendUserHandlers = factory.createHandlers(
zValidator('param', AdminUnsuspendUserParams),
  zValidator('response', AdminUnsuspendUserResponse),
  zValidator('json', AdminUnsuspendUserBody),
async (_c: AdminUnsuspendUserContext) => {
    throw new NotImplementedError();
  },
);