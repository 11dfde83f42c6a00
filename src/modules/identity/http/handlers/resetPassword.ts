/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { ResetPasswordContext } from '../generated/identity.context.ts';
import {
ResetPasswordBody,
ResetPasswordResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const resetPasswordHandlers = factory.createHandlers(
zValidator('json', ResetPasswordBody),
zValidator('response', ResetPasswordResponse),
async (_c: ResetPasswordContext) => {
    throw new NotImplementedError();
  },
);