/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/interviewing.validator.ts';
import type { GetDashboardStatsContext } from '../generated/interviewing.context.ts';
import {
GetDashboardStatsResponse
} from '../generated/interviewing.zod.ts'

const factory = createFactory();
export const getDashboardStatsHandlers = factory.createHandlers(
zValidator('response', GetDashboardStatsResponse),
async (_c: GetDashboardStatsContext) => {
    throw new NotImplementedError();
  },
);