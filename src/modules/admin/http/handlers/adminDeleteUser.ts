/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/admin.validator.ts';
import type { AdminDeleteUserContext } from '../generated/admin.context.ts';
import {
AdminDeleteUserParams
} from '../generated/admin.zod.ts'

const factory = createFactory();
export const adminDeleteUserHandlers = factory.createHandlers(
zValidator('param', AdminDeleteUserParams),
async (_c: AdminDeleteUserContext) => {
    throw new NotImplementedError();
  },
);