/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { SUPPORT } from '../../tokens.ts';
import type { ListAllNotificationsContext } from '../generated/support.context.ts';
import {
  ListAllNotificationsQueryParams,
  ListAllNotificationsResponse,
  listAllNotificationsQueryLimitDefault,
  listAllNotificationsQueryPageDefault
} from '../generated/support.zod.ts';
import { presentNotificationPage } from '../presenters.ts';

const factory = createFactory();
export const listAllNotificationsHandlers = factory.createHandlers(
zValidator('query', ListAllNotificationsQueryParams),
  zValidator('response', ListAllNotificationsResponse),
async (c: ListAllNotificationsContext<AppEnv>) => {
    const { page = listAllNotificationsQueryPageDefault, limit = listAllNotificationsQueryLimitDefault } =
      c.req.valid('query');
    const found = await c.var.resolve(SUPPORT.ListNotifications).execute(principalOf(c).userId, page, limit);
    return respond(c, ListAllNotificationsResponse, presentNotificationPage(found));
  },
);
