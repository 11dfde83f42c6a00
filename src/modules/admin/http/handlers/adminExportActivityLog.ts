/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminExportActivityLogContext } from '../generated/admin.context.ts';
import { AdminExportActivityLogQueryParams } from '../generated/admin.zod.ts';
import { staffContextOf } from '../staff-context.ts';

const factory = createFactory();
export const adminExportActivityLogHandlers = factory.createHandlers(
  zValidator('query', AdminExportActivityLogQueryParams),
  async (c: AdminExportActivityLogContext<AppEnv>) => {
    const q = c.req.valid('query');
    const { fileName, csv } = await c.var.resolve(ADMIN.ExportActivityLog).execute(await staffContextOf(c), {
      search: q.search,
      userId: q.userId,
      event: q.event,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
    });
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    });
  },
);
