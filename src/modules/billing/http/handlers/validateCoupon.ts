/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { ValidateCouponContext } from '../generated/billing.context.ts';
import {
  ValidateCouponBody,
  ValidateCouponResponse
} from '../generated/billing.zod.ts';

const factory = createFactory();
export const validateCouponHandlers = factory.createHandlers(
zValidator('json', ValidateCouponBody),
  zValidator('response', ValidateCouponResponse),
async (_c: ValidateCouponContext) => {
    throw new NotImplementedError();
  },
);