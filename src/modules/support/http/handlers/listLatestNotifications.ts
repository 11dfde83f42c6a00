/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/support.validator.ts';
import type { ListLatestNotificationsContext } from '../generated/support.context.ts';
import {
ListLatestNotificationsQueryParams,
ListLatestNotificationsResponse
} from '../generated/support.zod.ts'

const factory = createFactory();
export const listLatestNotificationsHandlers = factory.createHandlers(
zValidator('query', ListLatestNotificationsQueryParams),
zValidator('response', ListLatestNotificationsResponse),
async (_c: ListLatestNotificationsContext) => {
    throw new NotImplementedError();
  },
);