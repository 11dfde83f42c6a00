/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { INTERVIEWING } from '../../tokens.ts';
import type { DownloadReportContext } from '../generated/interviewing.context.ts';
import {
DownloadReportParams
} from '../generated/interviewing.zod.ts'

const factory = createFactory();
export const downloadReportHandlers = factory.createHandlers(
zValidator('param', DownloadReportParams),
async (c: DownloadReportContext<AppEnv>) => {
    const { id } = c.req.valid('param');
    const report = await c.var
      .resolve(INTERVIEWING.DownloadReport)
      .execute(principalOf(c).userId, id);
    return c.body(new Uint8Array(report.pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${report.fileName}"`,
      'cache-control': 'private, no-store',
    });
  },
);
