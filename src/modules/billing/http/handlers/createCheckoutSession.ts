/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { CreateCheckoutSessionContext } from '../generated/billing.context.ts';
import {
  CreateCheckoutSessionBody,
  CreateCheckoutSessionResponse
} from '../generated/billing.zod.ts';

const factory = createFactory();
export const createCheckoutSessionHandlers = factory.createHandlers(
zValidator('json', CreateCheckoutSessionBody),
  zValidator('response', CreateCheckoutSessionResponse),
async (_c: CreateCheckoutSessionContext) => {
    throw new NotImplementedError();
  },
);