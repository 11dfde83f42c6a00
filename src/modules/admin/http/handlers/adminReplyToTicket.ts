/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminReplyToTicketContext } from '../generated/admin.context.ts';
import {
AdminReplyToTicketBody,
AdminReplyToTicketParams
} from '../generated/admin.zod.ts'

const factory = createFactory();
export const adminReplyToTicketHandlers = factory.createHandlers(
zValidator('param', AdminReplyToTicketParams),
zValidator('json', AdminReplyToTicketBody),
async (_c: AdminReplyToTicketContext) => {
    throw new NotImplementedError();
  },
);