/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { TOKENS } from '../../../../shared/tokens.ts';
import { setStateCookie } from '../refresh-cookie.ts';
import { isSecure } from '../secure.ts';
import type { StartGoogleSignInContext } from '../generated/identity.context.ts';

const factory = createFactory();
export const startGoogleSignInHandlers = factory.createHandlers(
async (c: StartGoogleSignInContext<AppEnv>) => {
    const start = c.var.resolve(IDENTITY.StartGoogleSignIn).execute();
    if (!start) return c.redirect('/login?error=google_unavailable', 302);
    setStateCookie(c, start.state, isSecure(c.var.resolve(TOKENS.Config)));
    return c.redirect(start.url, 302);
  },
);