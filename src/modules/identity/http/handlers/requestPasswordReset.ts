/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { clientIp } from '../../../../shared/http/client-ip.ts';
import type { Config } from '../../../../config.ts';
import { TOKENS } from '../../../../shared/tokens.ts';
import type { RequestPasswordReset } from '../../application/request-password-reset.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { RequestPasswordResetContext } from '../generated/identity.context.ts';
import {
RequestPasswordResetBody,
RequestPasswordResetResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const requestPasswordResetHandlers = factory.createHandlers(
zValidator('json', RequestPasswordResetBody),
zValidator('response', RequestPasswordResetResponse),
async (c: RequestPasswordResetContext<AppEnv>) => {
    const config = c.var.resolve<Config>(TOKENS.Config);
    const message = await c.var.resolve<RequestPasswordReset>(IDENTITY.RequestPasswordReset).execute({
      email: c.req.valid('json').email,
      clientIp: clientIp(c, config.TRUST_PROXY),
    });
    return c.json({ message });
  },
);