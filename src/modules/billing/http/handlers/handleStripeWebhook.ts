/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { BILLING } from '../../tokens.ts';
import type { HandleStripeWebhookContext } from '../generated/billing.context.ts';
import { HandleStripeWebhookBody, HandleStripeWebhookResponse } from '../generated/billing.zod.ts';

const factory = createFactory();
export const handleStripeWebhookHandlers = factory.createHandlers(
  // the signature covers the bytes as sent: read them before anything parses the body
  async (c, next) => {
    await c.req.text();
    await next();
  },
  zValidator('json', HandleStripeWebhookBody),
  zValidator('response', HandleStripeWebhookResponse),
  async (c: HandleStripeWebhookContext<AppEnv>) => {
    await c.var
      .resolve(BILLING.ReceiveWebhook)
      .execute(await c.req.text(), c.req.header('stripe-signature'));
    return respond(c, HandleStripeWebhookResponse, { received: true });
  },
);
