/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { SUPPORT } from '../../tokens.ts';
import type { MarkAllNotificationsReadContext } from '../generated/support.context.ts';
import { MarkAllNotificationsReadResponse } from '../generated/support.zod.ts';

const factory = createFactory();
export const markAllNotificationsReadHandlers = factory.createHandlers(
  zValidator('response', MarkAllNotificationsReadResponse),
async (c: MarkAllNotificationsReadContext<AppEnv>) => {
    const result = await c.var.resolve(SUPPORT.MarkAllNotificationsRead).execute(principalOf(c).userId);
    return respond(c, MarkAllNotificationsReadResponse, result);
  },
);
