/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { MESSAGES } from '../presenters.ts';
import type { ChangePasswordContext } from '../generated/identity.context.ts';
import {
ChangePasswordBody,
ChangePasswordResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const changePasswordHandlers = factory.createHandlers(
zValidator('json', ChangePasswordBody),
  zValidator('response', ChangePasswordResponse),
async (c: ChangePasswordContext<AppEnv>) => {
    const { userId, sessionId } = principalOf(c);
    const { currentPassword, newPassword } = c.req.valid('json');
    await c.var
      .resolve(IDENTITY.ChangePassword)
      .execute({ userId, currentPassword, newPassword, currentSessionId: sessionId });
    return respond(c, ChangePasswordResponse, { message: MESSAGES.passwordChanged });
  },
);