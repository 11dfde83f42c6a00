/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import type { Config } from '../../../../config.ts';
import { TOKENS } from '../../../../shared/tokens.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../refresh-cookie.ts';
import { isSecure } from '../secure.ts';
import type { RefreshSession } from '../../application/refresh-session.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { RefreshTokenContext } from '../generated/identity.context.ts';
import {
RefreshTokenResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const refreshTokenHandlers = factory.createHandlers(
zValidator('response', RefreshTokenResponse),
async (c: RefreshTokenContext<AppEnv>) => {
    const config = c.var.resolve<Config>(TOKENS.Config);
    try {
      const session = await c.var.resolve<RefreshSession>(IDENTITY.RefreshSession).execute(readRefreshCookie(c));
      setRefreshCookie(c, session, isSecure(config));
      return c.json({ token: session.accessToken });
    } catch (err) {
      clearRefreshCookie(c, isSecure(config));
      throw err;
    }
  },
);