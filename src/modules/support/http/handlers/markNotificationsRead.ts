/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { MarkNotificationsReadContext } from '../generated/support.context.ts';
import {
  MarkNotificationsReadBody,
  MarkNotificationsReadResponse
} from '../generated/support.zod.ts';

const factory = createFactory();
export const markNotificationsReadHandlers = factory.createHandlers(
zValidator('json', MarkNotificationsReadBody),
  zValidator('response', MarkNotificationsReadResponse),
async (_c: MarkNotificationsReadContext) => {
    throw new NotImplementedError();
  },
);