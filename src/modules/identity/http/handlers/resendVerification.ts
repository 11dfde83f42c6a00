/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { ResendVerificationContext } from '../generated/identity.context.ts';
import {
ResendVerificationResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const resendVerificationHandlers = factory.createHandlers(
zValidator('response', ResendVerificationResponse),
async (_c: ResendVerificationContext) => {
    throw new NotImplementedError();
  },
);