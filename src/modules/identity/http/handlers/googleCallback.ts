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
import { setRefreshCookie, takeStateCookie } from '../refresh-cookie.ts';
import { isSecure } from '../secure.ts';
import { presentSession } from '../presenters.ts';
import type { GoogleCallbackContext } from '../generated/identity.context.ts';
import {
GoogleCallbackBody,
GoogleCallbackResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const googleCallbackHandlers = factory.createHandlers(
zValidator('json', GoogleCallbackBody),
  zValidator('response', GoogleCallbackResponse),
async (c: GoogleCallbackContext<AppEnv>) => {
    const config = c.var.resolve(TOKENS.Config);
    const { code, state } = c.req.valid('json');
    const session = await c.var.resolve(IDENTITY.CompleteGoogleSignIn).execute({
      code,
      state,
      expectedState: takeStateCookie(c, isSecure(config)),
      clientIp: clientIp(c, config.TRUST_PROXY),
    });
    setRefreshCookie(c, session, isSecure(config));
    return respond(c, GoogleCallbackResponse, presentSession(session));
  },
);