/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/admin.validator.ts';
import type { AdminGetMetricsContext } from '../generated/admin.context.ts';
import {
AdminGetMetricsResponse
} from '../generated/admin.zod.ts'

const factory = createFactory();
export const adminGetMetricsHandlers = factory.createHandlers(
zValidator('response', AdminGetMetricsResponse),
async (_c: AdminGetMetricsContext) => {
    throw new NotImplementedError();
  },
);