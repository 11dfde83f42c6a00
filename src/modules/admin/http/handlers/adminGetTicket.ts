/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { staffOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { SUPPORT } from '../../../support/index.ts';
import type { AdminGetTicketContext } from '../generated/admin.context.ts';
import { AdminGetTicketParams, AdminGetTicketResponse } from '../generated/admin.zod.ts';
import { presentEntry, presentNote, presentTicket } from '../presenters.ts';

const factory = createFactory();
export const adminGetTicketHandlers = factory.createHandlers(
  zValidator('param', AdminGetTicketParams),
  zValidator('response', AdminGetTicketResponse),
  async (c: AdminGetTicketContext<AppEnv>) => {
    staffOf(c);
    const { ticket, conversation } = await c.var.resolve(SUPPORT.GetTicket).execute(c.req.valid('param').id);
    const notes = await c.var.resolve(SUPPORT.ListTicketNotes).execute(ticket.id);
    return respond(c, AdminGetTicketResponse, {
      ticket: presentTicket(ticket),
      user: { id: ticket.owner.id, name: ticket.owner.name, email: ticket.owner.email },
      conversation: conversation.map(presentEntry),
      notes: notes.map(presentNote),
    });
  },
);
