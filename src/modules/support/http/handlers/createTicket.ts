/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/support.validator.ts';
import type { CreateTicketContext } from '../generated/support.context.ts';
import {
CreateTicketBody
} from '../generated/support.zod.ts'

const factory = createFactory();
export const createTicketHandlers = factory.createHandlers(
zValidator('json', CreateTicketBody),
async (_c: CreateTicketContext) => {
    throw new NotImplementedError();
  },
);