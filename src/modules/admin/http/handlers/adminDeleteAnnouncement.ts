/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminDeleteAnnouncementContext } from '../generated/admin.context.ts';
import { AdminDeleteAnnouncementParams } from '../generated/admin.zod.ts';
import { staffContextOf } from '../staff-context.ts';

const factory = createFactory();
export const adminDeleteAnnouncementHandlers = factory.createHandlers(
  zValidator('param', AdminDeleteAnnouncementParams),
  async (c: AdminDeleteAnnouncementContext<AppEnv>) => {
    await c.var.resolve(ADMIN.DeleteAnnouncement).execute(await staffContextOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  },
);
