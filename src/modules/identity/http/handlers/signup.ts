/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { clientIp } from '../../../../shared/http/client-ip.ts';
import type { Config } from '../../../../config.ts';
import { TOKENS } from '../../../../shared/tokens.ts';
import { setRefreshCookie } from '../refresh-cookie.ts';
import { isSecure } from '../secure.ts';
import type { SignUp } from '../../application/sign-up.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { SignupContext } from '../generated/identity.context.ts';
import {
SignupBody
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const signupHandlers = factory.createHandlers(
zValidator('json', SignupBody),
async (c: SignupContext<AppEnv>) => {
    const config = c.var.resolve<Config>(TOKENS.Config);
    const session = await c.var.resolve<SignUp>(IDENTITY.SignUp).execute({
      ...c.req.valid('json'),
      clientIp: clientIp(c, config.TRUST_PROXY),
    });
    setRefreshCookie(c, session, isSecure(config));
    return c.json({ token: session.accessToken }, 201);
  },
);