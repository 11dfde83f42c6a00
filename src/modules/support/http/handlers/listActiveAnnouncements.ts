/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { SUPPORT } from '../../tokens.ts';
import type { ListActiveAnnouncementsContext } from '../generated/support.context.ts';
import { ListActiveAnnouncementsResponse } from '../generated/support.zod.ts';
import { presentAnnouncement } from '../presenters.ts';

const factory = createFactory();
export const listActiveAnnouncementsHandlers = factory.createHandlers(
  zValidator('response', ListActiveAnnouncementsResponse),
  async (c: ListActiveAnnouncementsContext<AppEnv>) => {
    const showing = await c.var.resolve(SUPPORT.ListActiveAnnouncements).execute();
    return respond(c, ListActiveAnnouncementsResponse, showing.map(presentAnnouncement));
  },
);
