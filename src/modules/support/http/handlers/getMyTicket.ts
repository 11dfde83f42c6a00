/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { SUPPORT } from '../../tokens.ts';
import type { GetMyTicketContext } from '../generated/support.context.ts';
import { GetMyTicketParams, GetMyTicketResponse } from '../generated/support.zod.ts';
import { presentTicketDetail } from '../presenters.ts';

const factory = createFactory();
export const getMyTicketHandlers = factory.createHandlers(
  zValidator('param', GetMyTicketParams),
  zValidator('response', GetMyTicketResponse),
  async (c: GetMyTicketContext<AppEnv>) => {
    const detail = await c.var
      .resolve(SUPPORT.GetMyTicket)
      .execute(principalOf(c).userId, c.req.valid('param').id);
    return respond(c, GetMyTicketResponse, presentTicketDetail(detail));
  },
);
