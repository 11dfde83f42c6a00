/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { ReplyToTicketContext } from '../generated/support.context.ts';
import {
ReplyToTicketBody,
ReplyToTicketParams
} from '../generated/support.zod.ts'

const factory = createFactory();
export const replyToTicketHandlers = factory.createHandlers(
zValidator('param', ReplyToTicketParams),
zValidator('json', ReplyToTicketBody),
async (_c: ReplyToTicketContext) => {
    throw new NotImplementedError();
  },
);