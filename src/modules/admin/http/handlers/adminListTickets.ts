/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { staffOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { SUPPORT } from '../../../support/index.ts';
import type { AdminListTicketsContext } from '../generated/admin.context.ts';
import { AdminListTicketsQueryParams, AdminListTicketsResponse } from '../generated/admin.zod.ts';
import { presentStaffTicket } from '../presenters.ts';

const factory = createFactory();
export const adminListTicketsHandlers = factory.createHandlers(
  zValidator('query', AdminListTicketsQueryParams),
  zValidator('response', AdminListTicketsResponse),
  async (c: AdminListTicketsContext<AppEnv>) => {
    staffOf(c);
    const { page = 1, limit = 20, search, status } = c.req.valid('query');
    const found = await c.var.resolve(SUPPORT.ListTickets).execute({ page, limit, search, status });
    return respond(c, AdminListTicketsResponse, { ...found, tickets: found.tickets.map(presentStaffTicket) });
  },
);
