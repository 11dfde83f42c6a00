/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { clientIp } from '../../../../shared/http/client-ip.ts';
import { IDENTITY } from '../../tokens.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { TOKENS } from '../../../../shared/tokens.ts';
import { clearRefreshCookie } from '../refresh-cookie.ts';
import { isSecure } from '../secure.ts';
import type { DeleteAccountContext } from '../generated/identity.context.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { DeleteAccountBody } from '../generated/identity.zod.ts';

const factory = createFactory();
export const deleteAccountHandlers = factory.createHandlers(
  zValidator('json', DeleteAccountBody),
  async (c: DeleteAccountContext<AppEnv>) => {
    const config = c.var.resolve(TOKENS.Config);
    const { password, confirmEmail } = c.req.valid('json');
    // staff deleting themselves is audited with the client address and the request id
    await c.var.resolve(IDENTITY.DeleteOwnAccount).execute(
      {
        userId: principalOf(c).userId,
        ip: clientIp(c, config.TRUST_PROXY),
        requestId: c.get('requestId'),
      },
      { password, confirmEmail },
    );
    clearRefreshCookie(c, isSecure(config));
    return c.body(null, 204);
  },
);
