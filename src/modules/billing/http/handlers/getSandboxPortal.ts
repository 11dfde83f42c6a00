/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { GetSandboxPortalContext } from '../generated/billing.context.ts';
import {
GetSandboxPortalResponse
} from '../generated/billing.zod.ts'

const factory = createFactory();
export const getSandboxPortalHandlers = factory.createHandlers(
zValidator('response', GetSandboxPortalResponse),
async (_c: GetSandboxPortalContext) => {
    throw new NotImplementedError();
  },
);