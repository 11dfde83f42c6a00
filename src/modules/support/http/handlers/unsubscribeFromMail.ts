/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { clientIp } from '../../../../shared/http/client-ip.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { TOKENS } from '../../../../shared/tokens.ts';
import { SUPPORT } from '../../tokens.ts';
import type { UnsubscribeFromMailContext } from '../generated/support.context.ts';
import {
UnsubscribeFromMailQueryParams,
UnsubscribeFromMailBody,
UnsubscribeFromMailResponse
} from '../generated/support.zod.ts'
import { presentUnsubscribed } from '../presenters.ts';

const factory = createFactory();
export const unsubscribeFromMailHandlers = factory.createHandlers(
zValidator('query', UnsubscribeFromMailQueryParams),
zValidator('form', UnsubscribeFromMailBody),
zValidator('response', UnsubscribeFromMailResponse),
async (c: UnsubscribeFromMailContext<AppEnv>) => {
    // the token alone decides; a mail client's one-click form body adds nothing to it
    const client = clientIp(c, c.var.resolve(TOKENS.Config).TRUST_PROXY);
    const result = await c.var
      .resolve(SUPPORT.UnsubscribeFromMail)
      .execute(c.req.valid('query').token, client);
    return respond(c, UnsubscribeFromMailResponse, presentUnsubscribed(result));
  },
);
