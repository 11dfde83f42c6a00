/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/support.validator.ts';
import type { ReplyToTicketContext } from '../generated/support.context.ts';
import {
ReplyToTicketParams,
ReplyToTicketBody
} from '../generated/support.zod.ts'

const factory = createFactory();
export const replyToTicketHandlers = factory.createHandlers(
zValidator('param', ReplyToTicketParams),
zValidator('json', ReplyToTicketBody),
async (_c: ReplyToTicketContext) => {
    throw new NotImplementedError();
  },
);