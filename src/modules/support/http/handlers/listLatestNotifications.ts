/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { SUPPORT } from '../../tokens.ts';
import type { ListLatestNotificationsContext } from '../generated/support.context.ts';
import {
  ListLatestNotificationsQueryParams,
  ListLatestNotificationsResponse,
  listLatestNotificationsQueryLimitDefault
} from '../generated/support.zod.ts';
import { presentNotificationList } from '../presenters.ts';

const factory = createFactory();
export const listLatestNotificationsHandlers = factory.createHandlers(
zValidator('query', ListLatestNotificationsQueryParams),
  zValidator('response', ListLatestNotificationsResponse),
async (c: ListLatestNotificationsContext<AppEnv>) => {
    const latest = await c.var
      .resolve(SUPPORT.ListLatestNotifications)
      .execute(principalOf(c).userId, c.req.valid('query').limit ?? listLatestNotificationsQueryLimitDefault);
    return respond(c, ListLatestNotificationsResponse, presentNotificationList(latest));
  },
);
