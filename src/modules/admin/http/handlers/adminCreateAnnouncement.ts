/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
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