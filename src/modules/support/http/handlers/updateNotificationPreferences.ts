/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { SUPPORT } from '../../tokens.ts';
import type { UpdateNotificationPreferencesContext } from '../generated/support.context.ts';
import {
  UpdateNotificationPreferencesBody,
  UpdateNotificationPreferencesResponse
} from '../generated/support.zod.ts';
import { preferencesFrom, presentPreferences } from '../presenters.ts';

const factory = createFactory();
export const updateNotificationPreferencesHandlers = factory.createHandlers(
zValidator('json', UpdateNotificationPreferencesBody),
  zValidator('response', UpdateNotificationPreferencesResponse),
async (c: UpdateNotificationPreferencesContext<AppEnv>) => {
    const saved = await c.var
      .resolve(SUPPORT.UpdateNotificationPreferences)
      .execute(principalOf(c).userId, preferencesFrom(c.req.valid('json')));
    return respond(c, UpdateNotificationPreferencesResponse, presentPreferences(saved));
  },
);
