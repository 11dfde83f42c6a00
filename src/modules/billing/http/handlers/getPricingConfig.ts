/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { BILLING } from '../../tokens.ts';
import type { GetPricingConfigContext } from '../generated/billing.context.ts';
import { GetPricingConfigResponse } from '../generated/billing.zod.ts';
import { presentPricing } from '../presenters.ts';

const factory = createFactory();
export const getPricingConfigHandlers = factory.createHandlers(
  zValidator('response', GetPricingConfigResponse),
  async (c: GetPricingConfigContext<AppEnv>) => {
    const pricing = c.var.resolve(BILLING.GetPricing).execute();
    return respond(c, GetPricingConfigResponse, presentPricing(pricing));
  },
);
