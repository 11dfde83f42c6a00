/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { clientIp } from '../../../../shared/http/client-ip.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { TOKENS } from '../../../../shared/tokens.ts';
import { OPERATIONS } from '../../tokens.ts';
import type { ReportClientErrorContext } from '../generated/operations.context.ts';
import { ReportClientErrorBody } from '../generated/operations.zod.ts';

const factory = createFactory();
export const reportClientErrorHandlers = factory.createHandlers(
  zValidator('json', ReportClientErrorBody),
  async (c: ReportClientErrorContext<AppEnv>) => {
    const client = clientIp(c, c.var.resolve(TOKENS.Config).TRUST_PROXY);
    const report = await c.var.resolve(OPERATIONS.RecordClientError).execute(c.req.valid('json'), client);
    // the request's logger carries the request id; the report is cleaned of secrets already
    c.var.logger.warn({ clientError: report }, 'error reported by the browser');
    return c.body(null, 202);
  },
);
