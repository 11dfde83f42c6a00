/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminReplyToTicketContext } from '../generated/admin.context.ts';
import {
  AdminReplyToTicketBody,
  AdminReplyToTicketParams,
  AdminReplyToTicketResponse,
} from '../generated/admin.zod.ts';
import { presentEntry } from '../presenters.ts';
import { staffContextOf } from '../staff-context.ts';

const factory = createFactory();
export const adminReplyToTicketHandlers = factory.createHandlers(
  zValidator('param', AdminReplyToTicketParams),
  zValidator('json', AdminReplyToTicketBody),
  async (c: AdminReplyToTicketContext<AppEnv>) => {
    const staff = await staffContextOf(c);
    const entry = await c.var
      .resolve(ADMIN.ReplyToTicket)
      .execute(staff, c.req.valid('param').id, c.req.valid('json').response);
    return respond(c, AdminReplyToTicketResponse, presentEntry(entry), 201);
  },
);
