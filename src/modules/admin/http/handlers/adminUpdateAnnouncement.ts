/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminUpdateAnnouncementContext } from '../generated/admin.context.ts';
import {
  AdminUpdateAnnouncementBody,
  AdminUpdateAnnouncementParams,
  AdminUpdateAnnouncementResponse,
} from '../generated/admin.zod.ts';
import { announcementDraftOf, presentAdminAnnouncement } from '../presenters.ts';
import { staffContextOf } from '../staff-context.ts';

const factory = createFactory();
export const adminUpdateAnnouncementHandlers = factory.createHandlers(
  zValidator('param', AdminUpdateAnnouncementParams),
  zValidator('json', AdminUpdateAnnouncementBody),
  zValidator('response', AdminUpdateAnnouncementResponse),
  async (c: AdminUpdateAnnouncementContext<AppEnv>) => {
    const updated = await c.var
      .resolve(ADMIN.UpdateAnnouncement)
      .execute(await staffContextOf(c), c.req.valid('param').id, announcementDraftOf(c.req.valid('json')));
    return respond(c, AdminUpdateAnnouncementResponse, presentAdminAnnouncement(updated));
  },
);
