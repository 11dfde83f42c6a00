/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { SUPPORT } from '../../tokens.ts';
import { explainBlankMessage } from '../explain.ts';
import type { ReplyToTicketContext } from '../generated/support.context.ts';
import { ReplyToTicketBody, ReplyToTicketParams, ReplyToTicketResponse } from '../generated/support.zod.ts';
import { presentEntry } from '../presenters.ts';

const factory = createFactory();
export const replyToTicketHandlers = factory.createHandlers(
  zValidator('param', ReplyToTicketParams),
  zValidator('json', ReplyToTicketBody, explainBlankMessage),
  async (c: ReplyToTicketContext<AppEnv>) => {
    const entry = await c.var
      .resolve(SUPPORT.ReplyToTicket)
      .execute(principalOf(c).userId, c.req.valid('param').id, c.req.valid('json').response);
    return respond(c, ReplyToTicketResponse, presentEntry(entry), 201);
  },
);
