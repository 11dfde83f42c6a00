/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminUpdateTicketStatusContext } from '../generated/admin.context.ts';
import {
  AdminUpdateTicketStatusBody,
  AdminUpdateTicketStatusParams,
  AdminUpdateTicketStatusResponse,
} from '../generated/admin.zod.ts';
import { presentStaffTicket } from '../presenters.ts';
import { staffContextOf } from '../staff-context.ts';

const factory = createFactory();
export const adminUpdateTicketStatusHandlers = factory.createHandlers(
  zValidator('param', AdminUpdateTicketStatusParams),
  zValidator('json', AdminUpdateTicketStatusBody),
  zValidator('response', AdminUpdateTicketStatusResponse),
  async (c: AdminUpdateTicketStatusContext<AppEnv>) => {
    const staff = await staffContextOf(c);
    const ticket = await c.var
      .resolve(ADMIN.ChangeTicketStatus)
      .execute(staff, c.req.valid('param').id, c.req.valid('json').status);
    return respond(c, AdminUpdateTicketStatusResponse, presentStaffTicket(ticket));
  },
);
