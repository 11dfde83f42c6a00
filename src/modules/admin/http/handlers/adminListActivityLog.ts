/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminListActivityLogContext } from '../generated/admin.context.ts';
import { AdminListActivityLogQueryParams, AdminListActivityLogResponse } from '../generated/admin.zod.ts';
import { presentActivity } from '../presenters.ts';

const factory = createFactory();
export const adminListActivityLogHandlers = factory.createHandlers(
  zValidator('query', AdminListActivityLogQueryParams),
  zValidator('response', AdminListActivityLogResponse),
  async (c: AdminListActivityLogContext<AppEnv>) => {
    const q = c.req.valid('query');
    const { entries, ...page } = await c.var.resolve(ADMIN.ListActivity).execute({
      page: q.page ?? 1,
      limit: q.limit ?? 20,
      search: q.search,
      userId: q.userId,
      event: q.event,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
    });
    return respond(c, AdminListActivityLogResponse, { events: entries.map(presentActivity), ...page });
  },
);
