/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { ResumeSandboxSubscriptionContext } from '../generated/billing.context.ts';
import {
ResumeSandboxSubscriptionResponse
} from '../generated/billing.zod.ts'

const factory = createFactory();
export const resumeSandboxSubscriptionHandlers = factory.createHandlers(
zValidator('response', ResumeSandboxSubscriptionResponse),
async (_c: ResumeSandboxSubscriptionContext) => {
    throw new NotImplementedError();
  },
);