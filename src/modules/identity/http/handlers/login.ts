/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { AppError } from '../../../../shared/kernel/app-error.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { clientIp } from '../../../../shared/http/client-ip.ts';
import { TOKENS } from '../../../../shared/tokens.ts';
import { setRefreshCookie } from '../refresh-cookie.ts';
import { isSecure } from '../secure.ts';
import { presentSession } from '../presenters.ts';
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
    const config = c.var.resolve(TOKENS.Config);
    const { email, password, rememberMe } = c.req.valid('json');
    const ip = clientIp(c, config.TRUST_PROXY);
    // every attempt is on record; the password never is
    const record = (outcome: string) =>
      c.var.logger.info({ event: 'sign-in', email, ip, outcome }, 'sign-in attempt');
    const session = await c.var
      .resolve(IDENTITY.SignIn)
      .execute({ email, password, rememberMe: rememberMe ?? false, clientIp: ip })
      .catch((err: unknown) => {
        record(err instanceof AppError ? err.code : 'error');
        throw err;
      });
    record('success');
    setRefreshCookie(c, session, isSecure(config));
    return respond(c, LoginResponse, presentSession(session));
  },
);