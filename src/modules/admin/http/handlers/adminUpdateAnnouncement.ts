/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/admin.validator.ts';
import type { AdminUpdateAnnouncementContext } from '../generated/admin.context.ts';
import {
AdminUpdateAnnouncementParams,
AdminUpdateAnnouncementBody,
AdminUpdateAnnouncementResponse
} from '../generated/admin.zod.ts'

const factory = createFactory();
export const adminUpdateAnnouncementHandlers = factory.createHandlers(
zValidator('param', AdminUpdateAnnouncementParams),
zValidator('json', AdminUpdateAnnouncementBody),
zValidator('response', AdminUpdateAnnouncementResponse),
async (_c: AdminUpdateAnnouncementContext) => {
    throw new NotImplementedError();
  },
);