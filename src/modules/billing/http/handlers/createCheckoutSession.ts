/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/billing.validator.ts';
import type { CreateCheckoutSessionContext } from '../generated/billing.context.ts';
import {
CreateCheckoutSessionBody,
CreateCheckoutSessionResponse
} from '../generated/billing.zod.ts'

const factory = createFactory();
export const createCheckoutSessionHandlers = factory.createHandlers(
zValidator('json', CreateCheckoutSessionBody),
zValidator('response', CreateCheckoutSessionResponse),
async (_c: CreateCheckoutSessionContext) => {
    throw new NotImplementedError();
  },
);