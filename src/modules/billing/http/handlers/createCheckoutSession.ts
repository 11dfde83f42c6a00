/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { BILLING } from '../../tokens.ts';
import type { CreateCheckoutSessionContext } from '../generated/billing.context.ts';
import { CreateCheckoutSessionBody, CreateCheckoutSessionResponse } from '../generated/billing.zod.ts';

const factory = createFactory();
export const createCheckoutSessionHandlers = factory.createHandlers(
  zValidator('json', CreateCheckoutSessionBody),
  zValidator('response', CreateCheckoutSessionResponse),
  async (c: CreateCheckoutSessionContext<AppEnv>) => {
    const { priceId, promotionCode } = c.req.valid('json');
    const started = await c.var
      .resolve(BILLING.StartCheckout)
      .execute(principalOf(c).userId, priceId, promotionCode);
    return respond(c, CreateCheckoutSessionResponse, started);
  },
);
