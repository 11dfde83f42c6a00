/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminGetSettingsContext } from '../generated/admin.context.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { AdminGetSettingsResponse } from '../generated/admin.zod.ts';

const factory = createFactory();
export const adminGetSettingsHandlers = factory.createHandlers(
  zValidator('response', AdminGetSettingsResponse),
async (_c: AdminGetSettingsContext) => {
    throw new NotImplementedError();
  },
);