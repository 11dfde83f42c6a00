/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminCreateAnnouncementContext } from '../generated/admin.context.ts';
import { AdminCreateAnnouncementBody, AdminCreateAnnouncementResponse } from '../generated/admin.zod.ts';
import { announcementDraftOf, presentAdminAnnouncement } from '../presenters.ts';
import { staffContextOf } from '../staff-context.ts';

const factory = createFactory();
export const adminCreateAnnouncementHandlers = factory.createHandlers(
  zValidator('json', AdminCreateAnnouncementBody),
  async (c: AdminCreateAnnouncementContext<AppEnv>) => {
    const created = await c.var
      .resolve(ADMIN.CreateAnnouncement)
      .execute(await staffContextOf(c), announcementDraftOf(c.req.valid('json')));
    return respond(c, AdminCreateAnnouncementResponse, presentAdminAnnouncement(created), 201);
  },
);
