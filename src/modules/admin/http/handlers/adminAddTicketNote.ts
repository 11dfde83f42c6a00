/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AdminAddTicketNoteContext } from '../generated/admin.context.ts';
import {
AdminAddTicketNoteParams,
AdminAddTicketNoteBody
} from '../generated/admin.zod.ts'

const factory = createFactory();
export const adminAddTicketNoteHandlers = factory.createHandlers(
zValidator('param', AdminAddTicketNoteParams),
zValidator('json', AdminAddTicketNoteBody),
async (_c: AdminAddTicketNoteContext) => {
    throw new NotImplementedError();
  },
);