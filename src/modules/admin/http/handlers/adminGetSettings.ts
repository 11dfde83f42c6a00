/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminGetSettingsContext } from '../generated/admin.context.ts';
import { AdminGetSettingsResponse } from '../generated/admin.zod.ts';
import { presentSettings } from '../presenters.ts';

const factory = createFactory();
export const adminGetSettingsHandlers = factory.createHandlers(
  zValidator('response', AdminGetSettingsResponse),
  async (c: AdminGetSettingsContext<AppEnv>) => {
    const settings = await c.var.resolve(ADMIN.GetSettings).execute();
    return respond(c, AdminGetSettingsResponse, presentSettings(settings));
  },
);
