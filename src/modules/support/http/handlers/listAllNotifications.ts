/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { ListAllNotificationsContext } from '../generated/support.context.ts';
import {
  ListAllNotificationsQueryParams,
  ListAllNotificationsResponse
} from '../generated/support.zod.ts';

const factory = createFactory();
export const listAllNotificationsHandlers = factory.createHandlers(
zValidator('query', ListAllNotificationsQueryParams),
  zValidator('response', ListAllNotificationsResponse),
async (_c: ListAllNotificationsContext) => {
    throw new NotImplementedError();
  },
);