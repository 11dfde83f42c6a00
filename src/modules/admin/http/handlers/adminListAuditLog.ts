/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminListAuditLogContext } from '../generated/admin.context.ts';
import {
  AdminListAuditLogQueryParams,
  AdminListAuditLogResponse
} from '../generated/admin.zod.ts';

const factory = createFactory();
export const adminListAuditLogHandlers = factory.createHandlers(
zValidator('query', AdminListAuditLogQueryParams),
  zValidator('response', AdminListAuditLogResponse),
async (_c: AdminListAuditLogContext) => {
    throw new NotImplementedError();
  },
);