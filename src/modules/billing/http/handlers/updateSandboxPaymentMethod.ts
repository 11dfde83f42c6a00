/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { UpdateSandboxPaymentMethodContext } from '../generated/billing.context.ts';
import {
UpdateSandboxPaymentMethodBody,
UpdateSandboxPaymentMethodResponse
} from '../generated/billing.zod.ts'

const factory = createFactory();
export const updateSandboxPaymentMethodHandlers = factory.createHandlers(
zValidator('json', UpdateSandboxPaymentMethodBody),
zValidator('response', UpdateSandboxPaymentMethodResponse),
async (_c: UpdateSandboxPaymentMethodContext) => {
    throw new NotImplementedError();
  },
);