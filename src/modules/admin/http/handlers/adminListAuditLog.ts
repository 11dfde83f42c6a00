/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminListAuditLogContext } from '../generated/admin.context.ts';
import { AdminListAuditLogQueryParams, AdminListAuditLogResponse } from '../generated/admin.zod.ts';
import { auditFiltersOf, presentAuditEntry } from '../presenters.ts';

const factory = createFactory();
export const adminListAuditLogHandlers = factory.createHandlers(
  zValidator('query', AdminListAuditLogQueryParams),
  zValidator('response', AdminListAuditLogResponse),
  async (c: AdminListAuditLogContext<AppEnv>) => {
    const q = c.req.valid('query');
    const { entries, ...page } = await c.var
      .resolve(ADMIN.ListAuditLog)
      .execute({ page: q.page ?? 1, limit: q.limit ?? 20, ...auditFiltersOf(q) });
    return respond(c, AdminListAuditLogResponse, { entries: entries.map(presentAuditEntry), ...page });
  },
);
