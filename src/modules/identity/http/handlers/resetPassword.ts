/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { MESSAGES } from '../presenters.ts';
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
    const { token, password } = c.req.valid('json');
    await c.var.resolve(IDENTITY.ResetPassword).execute({ token, password });
    return respond(c, ResetPasswordResponse, { message: MESSAGES.passwordReset });
  },
);