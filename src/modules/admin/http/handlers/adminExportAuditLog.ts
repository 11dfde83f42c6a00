/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminExportAuditLogContext } from '../generated/admin.context.ts';
import { AdminExportAuditLogQueryParams } from '../generated/admin.zod.ts';
import { auditFiltersOf } from '../presenters.ts';
import { staffContextOf } from '../staff-context.ts';

const factory = createFactory();
export const adminExportAuditLogHandlers = factory.createHandlers(
  zValidator('query', AdminExportAuditLogQueryParams),
  async (c: AdminExportAuditLogContext<AppEnv>) => {
    const { fileName, csv } = await c.var
      .resolve(ADMIN.ExportAuditLog)
      .execute(await staffContextOf(c), auditFiltersOf(c.req.valid('query')));
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    });
  },
);
