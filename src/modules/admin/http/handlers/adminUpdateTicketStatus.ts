/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminUpdateTicketStatusContext } from '../generated/admin.context.ts';
import {
  AdminUpdateTicketStatusParams,
  AdminUpdateTicketStatusBody,
  AdminUpdateTicketStatusResponse
} from '../generated/admin.zod.ts';

const factory = createFactory();
export const adminUpdateTicketStatusHandlers = factory.createHandlers(
zValidator('param', AdminUpdateTicketStatusParams),
zValidator('json', AdminUpdateTicketStatusBody),
  zValidator('response', AdminUpdateTicketStatusResponse),
async (_c: AdminUpdateTicketStatusContext) => {
    throw new NotImplementedError();
  },
);