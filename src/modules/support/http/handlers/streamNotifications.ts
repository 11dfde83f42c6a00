/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { StreamNotificationsContext } from '../generated/support.context.ts';

const factory = createFactory();
export const streamNotificationsHandlers = factory.createHandlers(
async (_c: StreamNotificationsContext) => {
    throw new NotImplementedError();
  },
);