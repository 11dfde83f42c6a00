/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/admin.validator.ts';
import type { AdminUpdateSettingsContext } from '../generated/admin.context.ts';
import {
AdminUpdateSettingsBody,
AdminUpdateSettingsResponse
} from '../generated/admin.zod.ts'

const factory = createFactory();
export const adminUpdateSettingsHandlers = factory.createHandlers(
zValidator('json', AdminUpdateSettingsBody),
zValidator('response', AdminUpdateSettingsResponse),
async (_c: AdminUpdateSettingsContext) => {
    throw new NotImplementedError();
  },
);