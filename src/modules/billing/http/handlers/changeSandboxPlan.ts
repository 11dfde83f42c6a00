/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { ChangeSandboxPlanContext } from '../generated/billing.context.ts';
import {
ChangeSandboxPlanBody,
ChangeSandboxPlanResponse
} from '../generated/billing.zod.ts'

const factory = createFactory();
export const changeSandboxPlanHandlers = factory.createHandlers(
zValidator('json', ChangeSandboxPlanBody),
zValidator('response', ChangeSandboxPlanResponse),
async (_c: ChangeSandboxPlanContext) => {
    throw new NotImplementedError();
  },
);