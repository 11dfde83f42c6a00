/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { MarkNotificationReadContext } from '../generated/support.context.ts';
import {
  MarkNotificationReadParams,
  MarkNotificationReadResponse
} from '../generated/support.zod.ts';

const factory = createFactory();
export const markNotificationReadHandlers = factory.createHandlers(
zValidator('param', MarkNotificationReadParams),
  zValidator('response', MarkNotificationReadResponse),
async (_c: MarkNotificationReadContext) => {
    throw new NotImplementedError();
  },
);