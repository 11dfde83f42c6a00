/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/admin.validator.ts';
import type { AdminReplyToTicketContext } from '../generated/admin.context.ts';
import {
AdminReplyToTicketParams,
AdminReplyToTicketBody
} from '../generated/admin.zod.ts'

const factory = createFactory();
export const adminReplyToTicketHandlers = factory.createHandlers(
zValidator('param', AdminReplyToTicketParams),
zValidator('json', AdminReplyToTicketBody),
async (_c: AdminReplyToTicketContext) => {
    throw new NotImplementedError();
  },
);