/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { GetPricingConfigContext } from '../generated/billing.context.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { GetPricingConfigResponse } from '../generated/billing.zod.ts';

const factory = createFactory();
export const getPricingConfigHandlers = factory.createHandlers(
  zValidator('response', GetPricingConfigResponse),
async (_c: GetPricingConfigContext) => {
    throw new NotImplementedError();
  },
);