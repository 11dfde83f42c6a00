/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { clientIp } from '../../../../shared/http/client-ip.ts';
import { TOKENS } from '../../../../shared/tokens.ts';
import { MESSAGES } from '../presenters.ts';
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
    const config = c.var.resolve(TOKENS.Config);
    await c.var.resolve(IDENTITY.RequestPasswordReset).execute({
      email: c.req.valid('json').email,
      clientIp: clientIp(c, config.TRUST_PROXY),
    });
    return respond(c, RequestPasswordResetResponse, { message: MESSAGES.resetRequested });
  },
);