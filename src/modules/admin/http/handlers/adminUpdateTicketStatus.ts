/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { staffOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { SUPPORT } from '../../../support/index.ts';
import type { AdminUpdateTicketStatusContext } from '../generated/admin.context.ts';
import {
  AdminUpdateTicketStatusBody,
  AdminUpdateTicketStatusParams,
  AdminUpdateTicketStatusResponse,
} from '../generated/admin.zod.ts';
import { presentStaffTicket } from '../presenters.ts';

const factory = createFactory();
export const adminUpdateTicketStatusHandlers = factory.createHandlers(
  zValidator('param', AdminUpdateTicketStatusParams),
  zValidator('json', AdminUpdateTicketStatusBody),
  zValidator('response', AdminUpdateTicketStatusResponse),
  async (c: AdminUpdateTicketStatusContext<AppEnv>) => {
    staffOf(c);
    const ticket = await c.var
      .resolve(SUPPORT.ChangeTicketStatus)
      .execute(c.req.valid('param').id, c.req.valid('json').status);
    return respond(c, AdminUpdateTicketStatusResponse, presentStaffTicket(ticket));
  },
);
