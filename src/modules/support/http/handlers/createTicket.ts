/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
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