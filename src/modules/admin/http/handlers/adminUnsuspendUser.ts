/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/admin.validator.ts';
import type { AdminUnsuspendUserContext } from '../generated/admin.context.ts';
import {
AdminUnsuspendUserParams,
AdminUnsuspendUserResponse
} from '../generated/admin.zod.ts'

const factory = createFactory();
export const adminUnsuspendUserHandlers = factory.createHandlers(
zValidator('param', AdminUnsuspendUserParams),
zValidator('response', AdminUnsuspendUserResponse),
async (_c: AdminUnsuspendUserContext) => {
    throw new NotImplementedError();
  },
);