/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { ChangePasswordContext } from '../generated/identity.context.ts';
import {
ChangePasswordBody,
ChangePasswordResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const changePasswordHandlers = factory.createHandlers(
zValidator('json', ChangePasswordBody),
zValidator('response', ChangePasswordResponse),
async (_c: ChangePasswordContext) => {
    throw new NotImplementedError();
  },
);