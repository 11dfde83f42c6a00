/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { GetNotificationPreferencesContext } from '../generated/support.context.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { GetNotificationPreferencesResponse } from '../generated/support.zod.ts';

const factory = createFactory();
export const getNotificationPreferencesHandlers = factory.createHandlers(
  zValidator('response', GetNotificationPreferencesResponse),
async (_c: GetNotificationPreferencesContext) => {
    throw new NotImplementedError();
  },
);