/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminListTicketsContext } from '../generated/admin.context.ts';
import {
  AdminListTicketsQueryParams,
  AdminListTicketsResponse
} from '../generated/admin.zod.ts';

const factory = createFactory();
export const adminListTicketsHandlers = factory.createHandlers(
zValidator('query', AdminListTicketsQueryParams),
  zValidator('response', AdminListTicketsResponse),
async (_c: AdminListTicketsContext) => {
    throw new NotImplementedError();
  },
);