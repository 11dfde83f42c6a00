/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { ListActiveAnnouncementsContext } from '../generated/support.context.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ListActiveAnnouncementsResponse } from '../generated/support.zod.ts';

const factory = createFactory();
export const listActiveAnnouncementsHandlers = factory.createHandlers(
  zValidator('response', ListActiveAnnouncementsResponse),
async (_c: ListActiveAnnouncementsContext) => {
    throw new NotImplementedError();
  },
);