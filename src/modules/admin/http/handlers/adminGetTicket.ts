/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminGetTicketContext } from '../generated/admin.context.ts';
import {
  AdminGetTicketParams,
  AdminGetTicketResponse
} from '../generated/admin.zod.ts';

const factory = createFactory();
export const adminGetTicketHandlers = factory.createHandlers(
zValidator('param', AdminGetTicketParams),
  zValidator('response', AdminGetTicketResponse),
async (_c: AdminGetTicketContext) => {
    throw new NotImplementedError();
  },
);