/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { GetSandboxCheckoutSessionContext } from '../generated/billing.context.ts';
import {
  GetSandboxCheckoutSessionParams,
  GetSandboxCheckoutSessionResponse
} from '../generated/billing.zod.ts';

const factory = createFactory();
export const getSandboxCheckoutSessionHandlers = factory.createHandlers(
zValidator('param', GetSandboxCheckoutSessionParams),
  zValidator('response', GetSandboxCheckoutSessionResponse),
async (_c: GetSandboxCheckoutSessionContext) => {
    throw new NotImplementedError();
  },
);