/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { SUPPORT } from '../../tokens.ts';
import type { MarkNotificationsReadContext } from '../generated/support.context.ts';
import {
  MarkNotificationsReadBody,
  MarkNotificationsReadResponse
} from '../generated/support.zod.ts';

const factory = createFactory();
export const markNotificationsReadHandlers = factory.createHandlers(
zValidator('json', MarkNotificationsReadBody),
  zValidator('response', MarkNotificationsReadResponse),
async (c: MarkNotificationsReadContext<AppEnv>) => {
    const result = await c.var
      .resolve(SUPPORT.MarkNotificationsRead)
      .execute(principalOf(c).userId, c.req.valid('json').ids);
    return respond(c, MarkNotificationsReadResponse, result);
  },
);
