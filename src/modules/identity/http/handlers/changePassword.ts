/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import type { ChangePassword } from '../../application/change-password.ts';
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
async (c: ChangePasswordContext<AppEnv>) => {
    const { userId, sessionId } = principalOf(c);
    const message = await c.var
      .resolve<ChangePassword>(IDENTITY.ChangePassword)
      .execute({ userId, ...c.req.valid('json'), currentSessionId: sessionId });
    return c.json({ message });
  },
);