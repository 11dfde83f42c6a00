/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/admin.validator.ts';
import type { AdminListActivityLogContext } from '../generated/admin.context.ts';
import {
AdminListActivityLogQueryParams,
AdminListActivityLogResponse
} from '../generated/admin.zod.ts'

const factory = createFactory();
export const adminListActivityLogHandlers = factory.createHandlers(
zValidator('query', AdminListActivityLogQueryParams),
zValidator('response', AdminListActivityLogResponse),
async (_c: AdminListActivityLogContext) => {
    throw new NotImplementedError();
  },
);