/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import type { ResetPassword } from '../../application/reset-password.ts';
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
async (c: ResetPasswordContext<AppEnv>) => {
    await c.var.resolve<ResetPassword>(IDENTITY.ResetPassword).execute(c.req.valid('json'));
    return c.json({ message: 'Your password has been reset. Please sign in with your new password.' });
  },
);