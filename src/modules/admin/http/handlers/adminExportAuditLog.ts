/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AdminExportAuditLogContext } from '../generated/admin.context.ts';
import {
AdminExportAuditLogQueryParams
} from '../generated/admin.zod.ts'

const factory = createFactory();
export const adminExportAuditLogHandlers = factory.createHandlers(
zValidator('query', AdminExportAuditLogQueryParams),
async (_c: AdminExportAuditLogContext) => {
    throw new NotImplementedError();
  },
);