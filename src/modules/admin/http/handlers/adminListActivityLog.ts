/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminListActivityLogContext } from '../generated/admin.context.ts';
import {
  AdminListActivityLogQueryParams,
  AdminListActivityLogResponse
} from '../generated/admin.zod.ts';

const factory = createFactory();
export const adminListActivityLogHandlers = factory.createHandlers(
zValidator('query', AdminListActivityLogQueryParams),
  zValidator('response', AdminListActivityLogResponse),
async (_c: AdminListActivityLogContext) => {
    throw new NotImplementedError();
  },
);