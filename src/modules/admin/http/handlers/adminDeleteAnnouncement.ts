/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminDeleteAnnouncementContext } from '../generated/admin.context.ts';
import {
AdminDeleteAnnouncementParams
} from '../generated/admin.zod.ts'

const factory = createFactory();
export const adminDeleteAnnouncementHandlers = factory.createHandlers(
zValidator('param', AdminDeleteAnnouncementParams),
async (_c: AdminDeleteAnnouncementContext) => {
    throw new NotImplementedError();
  },
);