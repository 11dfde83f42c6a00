/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { AppError } from '../../../../shared/kernel/app-error.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { clientIp } from '../../../../shared/http/client-ip.ts';
import type { Config } from '../../../../config.ts';
import { TOKENS } from '../../../../shared/tokens.ts';
import { setRefreshCookie } from '../refresh-cookie.ts';
import { isSecure } from '../secure.ts';
import type { SignIn } from '../../application/sign-in.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { LoginContext } from '../generated/identity.context.ts';
import {
LoginBody,
LoginResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const loginHandlers = factory.createHandlers(
zValidator('json', LoginBody),
zValidator('response', LoginResponse),
async (c: LoginContext<AppEnv>) => {
    const config = c.var.resolve<Config>(TOKENS.Config);
    const { email, password, rememberMe } = c.req.valid('json');
    const ip = clientIp(c, config.TRUST_PROXY);
    try {
      const session = await c.var
        .resolve<SignIn>(IDENTITY.SignIn)
        .execute({ email, password, rememberMe: rememberMe ?? false, clientIp: ip });
      c.var.logger.info({ event: 'sign-in', email, ip, outcome: 'success' }, 'sign-in attempt');
      setRefreshCookie(c, session, isSecure(config));
      return c.json({ token: session.accessToken });
    } catch (err) {
      // every attempt is on record; the password never is
      const outcome = err instanceof AppError ? err.code : 'error';
      c.var.logger.info({ event: 'sign-in', email, ip, outcome }, 'sign-in attempt');
      throw err;
    }
  },
);