/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { AdminListAnnouncementsContext } from '../generated/admin.context.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { AdminListAnnouncementsResponse } from '../generated/admin.zod.ts';

const factory = createFactory();
export const adminListAnnouncementsHandlers = factory.createHandlers(
  zValidator('response', AdminListAnnouncementsResponse),
async (_c: AdminListAnnouncementsContext) => {
    throw new NotImplementedError();
  },
);