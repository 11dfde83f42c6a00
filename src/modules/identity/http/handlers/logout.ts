/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { TOKENS } from '../../../../shared/tokens.ts';
import { clearRefreshCookie, readRefreshCookie } from '../refresh-cookie.ts';
import { isSecure } from '../secure.ts';
import type { LogoutContext } from '../generated/identity.context.ts';

const factory = createFactory();
export const logoutHandlers = factory.createHandlers(
async (c: LogoutContext<AppEnv>) => {
    const config = c.var.resolve(TOKENS.Config);
    await c.var.resolve(IDENTITY.SignOut).execute(readRefreshCookie(c), c.get('principal')?.userId);
    clearRefreshCookie(c, isSecure(config));
    return c.body(null, 204);
  },
);