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
import { setRefreshCookie } from '../refresh-cookie.ts';
import { isSecure } from '../secure.ts';
import { presentSession } from '../presenters.ts';
import type { SignupContext } from '../generated/identity.context.ts';
import {
SignupBody,
SignupResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const signupHandlers = factory.createHandlers(
zValidator('json', SignupBody),
async (c: SignupContext<AppEnv>) => {
    const config = c.var.resolve(TOKENS.Config);
    const { name, email, password } = c.req.valid('json');
    const session = await c.var
      .resolve(IDENTITY.SignUp)
      .execute({ name, email, password, clientIp: clientIp(c, config.TRUST_PROXY) });
    setRefreshCookie(c, session, isSecure(config));
    return respond(c, SignupResponse, presentSession(session), 201);
  },
);