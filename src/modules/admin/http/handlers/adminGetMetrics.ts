/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminGetMetricsContext } from '../generated/admin.context.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { AdminGetMetricsResponse } from '../generated/admin.zod.ts';

const factory = createFactory();
export const adminGetMetricsHandlers = factory.createHandlers(
  zValidator('response', AdminGetMetricsResponse),
async (_c: AdminGetMetricsContext) => {
    throw new NotImplementedError();
  },
);