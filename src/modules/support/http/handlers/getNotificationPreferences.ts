/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { SUPPORT } from '../../tokens.ts';
import type { GetNotificationPreferencesContext } from '../generated/support.context.ts';
import { GetNotificationPreferencesResponse } from '../generated/support.zod.ts';
import { presentPreferences } from '../presenters.ts';

const factory = createFactory();
export const getNotificationPreferencesHandlers = factory.createHandlers(
  zValidator('response', GetNotificationPreferencesResponse),
async (c: GetNotificationPreferencesContext<AppEnv>) => {
    const preferences = await c.var.resolve(SUPPORT.GetNotificationPreferences).execute(principalOf(c).userId);
    return respond(c, GetNotificationPreferencesResponse, presentPreferences(preferences));
  },
);
