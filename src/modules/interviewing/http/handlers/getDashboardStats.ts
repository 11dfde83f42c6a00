/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import type { SessionStats } from '../../application/session-stats.ts';
import { INTERVIEWING } from '../../tokens.ts';
import { zValidator } from '../generated/interviewing.validator.ts';
import type { GetDashboardStatsContext } from '../generated/interviewing.context.ts';
import {
GetDashboardStatsResponse
} from '../generated/interviewing.zod.ts'

const factory = createFactory();
export const getDashboardStatsHandlers = factory.createHandlers(
zValidator('response', GetDashboardStatsResponse),
async (c: GetDashboardStatsContext<AppEnv>) => {
    const stats = await c.var.resolve<SessionStats>(INTERVIEWING.SessionStats).dashboard(principalOf(c).userId);
    return c.json(stats, 200);
  },
);