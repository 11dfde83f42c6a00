/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminDeleteUserContext } from '../generated/admin.context.ts';
import {
  AdminDeleteUserParams,
  AdminDeleteUserBody,
  AdminDeleteUserResponse
} from '../generated/admin.zod.ts';

const factory = createFactory();
export const adminDeleteUserHandlers = factory.createHandlers(
zValidator('param', AdminDeleteUserParams),
  zValidator('json', AdminDeleteUserBody),
  zValidator('response', AdminDeleteUserResponse),
async (_c: AdminDeleteUserContext) => {
    throw new NotImplementedError();
  },
);