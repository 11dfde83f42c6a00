/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ADMIN } from '../../tokens.ts';
import type { AdminUpdateSettingsContext } from '../generated/admin.context.ts';
import { AdminUpdateSettingsBody, AdminUpdateSettingsResponse } from '../generated/admin.zod.ts';
import { presentSettings } from '../presenters.ts';
import { staffContextOf } from '../staff-context.ts';

const factory = createFactory();
export const adminUpdateSettingsHandlers = factory.createHandlers(
  zValidator('json', AdminUpdateSettingsBody),
  zValidator('response', AdminUpdateSettingsResponse),
  async (c: AdminUpdateSettingsContext<AppEnv>) => {
    const b = c.req.valid('json');
    const saved = await c.var.resolve(ADMIN.UpdateSettings).execute(await staffContextOf(c), {
      trialDays: b.trialDays,
      requireEmailVerification: b.requireEmailVerification,
      supportEmail: b.supportEmail,
      maintenanceBanner: b.maintenanceBanner ?? null,
      freePlanLimits: b.freePlanLimits,
    });
    return respond(c, AdminUpdateSettingsResponse, presentSettings(saved));
  },
);
