/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/support.validator.ts';
import type { ListAllNotificationsContext } from '../generated/support.context.ts';
import {
ListAllNotificationsQueryParams,
ListAllNotificationsResponse
} from '../generated/support.zod.ts'

const factory = createFactory();
export const listAllNotificationsHandlers = factory.createHandlers(
zValidator('query', ListAllNotificationsQueryParams),
zValidator('response', ListAllNotificationsResponse),
async (_c: ListAllNotificationsContext) => {
    throw new NotImplementedError();
  },
);