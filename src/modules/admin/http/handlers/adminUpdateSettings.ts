/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminUpdateSettingsContext } from '../generated/admin.context.ts';
import {
  AdminUpdateSettingsBody,
  AdminUpdateSettingsResponse
} from '../generated/admin.zod.ts';

const factory = createFactory();
export const adminUpdateSettingsHandlers = factory.createHandlers(
zValidator('json', AdminUpdateSettingsBody),
  zValidator('response', AdminUpdateSettingsResponse),
async (_c: AdminUpdateSettingsContext) => {
    throw new NotImplementedError();
  },
);