/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminListAnnouncementsContext } from '../generated/admin.context.ts';
import { AdminListAnnouncementsResponse } from '../generated/admin.zod.ts';
import { presentAdminAnnouncement } from '../presenters.ts';

const factory = createFactory();
export const adminListAnnouncementsHandlers = factory.createHandlers(
  zValidator('response', AdminListAnnouncementsResponse),
  async (c: AdminListAnnouncementsContext<AppEnv>) => {
    const all = await c.var.resolve(ADMIN.ListAnnouncements).execute();
    return respond(c, AdminListAnnouncementsResponse, all.map(presentAdminAnnouncement));
  },
);
