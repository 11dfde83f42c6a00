/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { INTERVIEWING } from '../../tokens.ts';
import { presentDashboard } from '../presenters.ts';
import type { GetDashboardStatsContext } from '../generated/interviewing.context.ts';
import {
GetDashboardStatsResponse
} from '../generated/interviewing.zod.ts'
import { zValidator } from '../../../../shared/http/validator.ts';

const factory = createFactory();
export const getDashboardStatsHandlers = factory.createHandlers(
  zValidator('response', GetDashboardStatsResponse),
async (c: GetDashboardStatsContext<AppEnv>) => {
    const stats = await c.var.resolve(INTERVIEWING.SessionStats).dashboard(principalOf(c).userId);
    return respond(c, GetDashboardStatsResponse, presentDashboard(stats));
  },
);