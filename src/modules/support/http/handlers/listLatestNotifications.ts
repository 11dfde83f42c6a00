/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { ListLatestNotificationsContext } from '../generated/support.context.ts';
import {
  ListLatestNotificationsQueryParams,
  ListLatestNotificationsResponse
} from '../generated/support.zod.ts';

const factory = createFactory();
export const listLatestNotificationsHandlers = factory.createHandlers(
zValidator('query', ListLatestNotificationsQueryParams),
  zValidator('response', ListLatestNotificationsResponse),
async (_c: ListLatestNotificationsContext) => {
    throw new NotImplementedError();
  },
);