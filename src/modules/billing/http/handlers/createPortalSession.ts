/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { CreatePortalSessionContext } from '../generated/billing.context.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { CreatePortalSessionResponse } from '../generated/billing.zod.ts';

const factory = createFactory();
export const createPortalSessionHandlers = factory.createHandlers(
  zValidator('response', CreatePortalSessionResponse),
async (_c: CreatePortalSessionContext) => {
    throw new NotImplementedError();
  },
);