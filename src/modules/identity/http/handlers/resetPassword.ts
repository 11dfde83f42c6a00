/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
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
    await c.var.resolve(IDENTITY.ResetPassword).execute(c.req.valid('json'));
    return respond(c, ResetPasswordResponse, { message: 'Your password has been reset. Please sign in with your new password.' });
  },
);