/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminUpdateAnnouncementContext } from '../generated/admin.context.ts';
import {
  AdminUpdateAnnouncementParams,
  AdminUpdateAnnouncementBody,
  AdminUpdateAnnouncementResponse
} from '../generated/admin.zod.ts';

const factory = createFactory();
export const adminUpdateAnnouncementHandlers = factory.createHandlers(
zValidator('param', AdminUpdateAnnouncementParams),
zValidator('json', AdminUpdateAnnouncementBody),
  zValidator('response', AdminUpdateAnnouncementResponse),
async (_c: AdminUpdateAnnouncementContext) => {
    throw new NotImplementedError();
  },
);