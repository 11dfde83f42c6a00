/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { MarkAllNotificationsReadContext } from '../generated/support.context.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { MarkAllNotificationsReadResponse } from '../generated/support.zod.ts';

const factory = createFactory();
export const markAllNotificationsReadHandlers = factory.createHandlers(
  zValidator('response', MarkAllNotificationsReadResponse),
async (_c: MarkAllNotificationsReadContext) => {
    throw new NotImplementedError();
  },
);