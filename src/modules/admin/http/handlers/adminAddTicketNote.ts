/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminAddTicketNoteContext } from '../generated/admin.context.ts';
import {
  AdminAddTicketNoteBody,
  AdminAddTicketNoteParams,
  AdminAddTicketNoteResponse,
} from '../generated/admin.zod.ts';
import { presentNote } from '../presenters.ts';
import { staffContextOf } from '../staff-context.ts';

const factory = createFactory();
export const adminAddTicketNoteHandlers = factory.createHandlers(
  zValidator('param', AdminAddTicketNoteParams),
  zValidator('json', AdminAddTicketNoteBody),
  async (c: AdminAddTicketNoteContext<AppEnv>) => {
    const staff = await staffContextOf(c);
    const note = await c.var
      .resolve(ADMIN.AddTicketNote)
      .execute(staff, c.req.valid('param').id, c.req.valid('json').note);
    return respond(c, AdminAddTicketNoteResponse, presentNote(note), 201);
  },
);
