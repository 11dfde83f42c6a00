/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/admin.validator.ts';
import type { AdminCreateAnnouncementContext } from '../generated/admin.context.ts';
import {
AdminCreateAnnouncementBody
} from '../generated/admin.zod.ts'

const factory = createFactory();
export const adminCreateAnnouncementHandlers = factory.createHandlers(
zValidator('json', AdminCreateAnnouncementBody),
async (_c: AdminCreateAnnouncementContext) => {
    throw new NotImplementedError();
  },
);