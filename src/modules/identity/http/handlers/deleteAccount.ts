/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { TOKENS } from '../../../../shared/tokens.ts';
import { clearRefreshCookie } from '../refresh-cookie.ts';
import { isSecure } from '../secure.ts';
import type { DeleteAccountContext } from '../generated/identity.context.ts';

const factory = createFactory();
export const deleteAccountHandlers = factory.createHandlers(
async (c: DeleteAccountContext<AppEnv>) => {
    await c.var.resolve(IDENTITY.DeleteAccount).execute(principalOf(c).userId);
    clearRefreshCookie(c, isSecure(c.var.resolve(TOKENS.Config)));
    return c.body(null, 204);
  },
);