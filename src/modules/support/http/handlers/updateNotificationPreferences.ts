/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/support.validator.ts';
import type { UpdateNotificationPreferencesContext } from '../generated/support.context.ts';
import {
UpdateNotificationPreferencesBody,
UpdateNotificationPreferencesResponse
} from '../generated/support.zod.ts'

const factory = createFactory();
export const updateNotificationPreferencesHandlers = factory.createHandlers(
zValidator('json', UpdateNotificationPreferencesBody),
zValidator('response', UpdateNotificationPreferencesResponse),
async (_c: UpdateNotificationPreferencesContext) => {
    throw new NotImplementedError();
  },
);