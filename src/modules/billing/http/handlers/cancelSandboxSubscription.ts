/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { CancelSandboxSubscriptionContext } from '../generated/billing.context.ts';
import {
CancelSandboxSubscriptionResponse
} from '../generated/billing.zod.ts'

const factory = createFactory();
export const cancelSandboxSubscriptionHandlers = factory.createHandlers(
zValidator('response', CancelSandboxSubscriptionResponse),
async (_c: CancelSandboxSubscriptionContext) => {
    throw new NotImplementedError();
  },
);