/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { TOKENS } from '../../../../shared/tokens.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../refresh-cookie.ts';
import { isSecure } from '../secure.ts';
import { presentSession } from '../presenters.ts';
import type { RefreshTokenContext } from '../generated/identity.context.ts';
import {
RefreshTokenResponse
} from '../generated/identity.zod.ts'
import { zValidator } from '../../../../shared/http/validator.ts';

const factory = createFactory();
export const refreshTokenHandlers = factory.createHandlers(
  zValidator('response', RefreshTokenResponse),
async (c: RefreshTokenContext<AppEnv>) => {
    const config = c.var.resolve(TOKENS.Config);
    try {
      const session = await c.var.resolve(IDENTITY.RefreshSession).execute(readRefreshCookie(c));
      setRefreshCookie(c, session, isSecure(config));
      return respond(c, RefreshTokenResponse, presentSession(session));
    } catch (err) {
      clearRefreshCookie(c, isSecure(config));
      throw err;
    }
  },
);