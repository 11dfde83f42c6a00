/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { SUPPORT } from '../../tokens.ts';
import type { ListMyTicketsContext } from '../generated/support.context.ts';
import { ListMyTicketsResponse } from '../generated/support.zod.ts';
import { presentTicket } from '../presenters.ts';

const factory = createFactory();
export const listMyTicketsHandlers = factory.createHandlers(
  zValidator('response', ListMyTicketsResponse),
  async (c: ListMyTicketsContext<AppEnv>) => {
    const tickets = await c.var.resolve(SUPPORT.ListMyTickets).execute(principalOf(c).userId);
    return respond(c, ListMyTicketsResponse, tickets.map(presentTicket));
  },
);
