/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { HandleStripeWebhookContext } from '../generated/billing.context.ts';
import {
  HandleStripeWebhookBody,
  HandleStripeWebhookResponse
} from '../generated/billing.zod.ts';

const factory = createFactory();
export const handleStripeWebhookHandlers = factory.createHandlers(
zValidator('json', HandleStripeWebhookBody),
  zValidator('response', HandleStripeWebhookResponse),
async (_c: HandleStripeWebhookContext) => {
    throw new NotImplementedError();
  },
);