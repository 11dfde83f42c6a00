/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/billing.validator.ts';
import type { ValidateCouponContext } from '../generated/billing.context.ts';
import {
ValidateCouponBody,
ValidateCouponResponse
} from '../generated/billing.zod.ts'

const factory = createFactory();
export const validateCouponHandlers = factory.createHandlers(
zValidator('json', ValidateCouponBody),
zValidator('response', ValidateCouponResponse),
async (_c: ValidateCouponContext) => {
    throw new NotImplementedError();
  },
);