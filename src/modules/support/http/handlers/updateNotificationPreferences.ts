/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { UpdateNotificationPreferencesContext } from '../generated/support.context.ts';
import {
  UpdateNotificationPreferencesBody,
  UpdateNotificationPreferencesResponse
} from '../generated/support.zod.ts';

const factory = createFactory();
export const updateNotificationPreferencesHandlers = factory.createHandlers(
zValidator('json', UpdateNotificationPreferencesBody),
  zValidator('response', UpdateNotificationPreferencesResponse),
async (_c: UpdateNotificationPreferencesContext) => {
    throw new NotImplementedError();
  },
);