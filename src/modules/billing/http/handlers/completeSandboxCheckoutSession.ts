/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { CompleteSandboxCheckoutSessionContext } from '../generated/billing.context.ts';
import {
  CompleteSandboxCheckoutSessionParams,
  CompleteSandboxCheckoutSessionBody,
  CompleteSandboxCheckoutSessionResponse
} from '../generated/billing.zod.ts';

const factory = createFactory();
export const completeSandboxCheckoutSessionHandlers = factory.createHandlers(
zValidator('param', CompleteSandboxCheckoutSessionParams),
  zValidator('response', CompleteSandboxCheckoutSessionResponse),
  zValidator('json', CompleteSandboxCheckoutSessionBody),
async (_c: CompleteSandboxCheckoutSessionContext) => {
    throw new NotImplementedError();
  },
);