/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { SUPPORT } from '../../tokens.ts';
import type { MarkNotificationReadContext } from '../generated/support.context.ts';
import {
  MarkNotificationReadParams,
  MarkNotificationReadResponse
} from '../generated/support.zod.ts';
import { presentNotification } from '../presenters.ts';

const factory = createFactory();
export const markNotificationReadHandlers = factory.createHandlers(
zValidator('param', MarkNotificationReadParams),
  zValidator('response', MarkNotificationReadResponse),
async (c: MarkNotificationReadContext<AppEnv>) => {
    const notification = await c.var
      .resolve(SUPPORT.MarkNotificationRead)
      .execute(principalOf(c).userId, c.req.valid('param').id);
    return respond(c, MarkNotificationReadResponse, presentNotification(notification));
  },
);
