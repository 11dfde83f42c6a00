/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import type { Config } from '../../../../config.ts';
import { TOKENS } from '../../../../shared/tokens.ts';
import { clearRefreshCookie, readRefreshCookie } from '../refresh-cookie.ts';
import { isSecure } from '../secure.ts';
import type { SignOut } from '../../application/sign-out.ts';
import type { LogoutContext } from '../generated/identity.context.ts';

const factory = createFactory();
export const logoutHandlers = factory.createHandlers(
async (c: LogoutContext<AppEnv>) => {
    const config = c.var.resolve<Config>(TOKENS.Config);
    await c.var.resolve<SignOut>(IDENTITY.SignOut).execute(readRefreshCookie(c), c.get('principal')?.userId);
    clearRefreshCookie(c, isSecure(config));
    return c.body(null, 204);
  },
);