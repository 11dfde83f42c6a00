/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { clientIp } from '../../../../shared/http/client-ip.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { TOKENS } from '../../../../shared/tokens.ts';
import { BILLING } from '../../tokens.ts';
import type { ValidateCouponContext } from '../generated/billing.context.ts';
import { ValidateCouponBody, ValidateCouponResponse } from '../generated/billing.zod.ts';
import { presentCoupon } from '../presenters.ts';

const factory = createFactory();
export const validateCouponHandlers = factory.createHandlers(
  zValidator('json', ValidateCouponBody),
  zValidator('response', ValidateCouponResponse),
  async (c: ValidateCouponContext<AppEnv>) => {
    const client = clientIp(c, c.var.resolve(TOKENS.Config).TRUST_PROXY);
    const verdict = await c.var
      .resolve(BILLING.ValidateCoupon)
      .execute(c.req.valid('json').promotionCode, client);
    return respond(c, ValidateCouponResponse, presentCoupon(verdict));
  },
);
