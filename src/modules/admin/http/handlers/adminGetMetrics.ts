/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminGetMetricsContext } from '../generated/admin.context.ts';
import { AdminGetMetricsResponse } from '../generated/admin.zod.ts';
import { presentMetrics } from '../presenters.ts';

const factory = createFactory();
export const adminGetMetricsHandlers = factory.createHandlers(
  zValidator('response', AdminGetMetricsResponse),
  async (c: AdminGetMetricsContext<AppEnv>) => {
    const metrics = await c.var.resolve(ADMIN.GetMetrics).execute(c.req.raw.signal);
    return respond(c, AdminGetMetricsResponse, presentMetrics(metrics));
  },
);
