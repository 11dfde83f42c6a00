/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AdminGetUserContext } from '../generated/admin.context.ts';
import {
AdminGetUserParams,
AdminGetUserResponse
} from '../generated/admin.zod.ts'

const factory = createFactory();
export const adminGetUserHandlers = factory.createHandlers(
zValidator('param', AdminGetUserParams),
zValidator('response', AdminGetUserResponse),
async (_c: AdminGetUserContext) => {
    throw new NotImplementedError();
  },
);