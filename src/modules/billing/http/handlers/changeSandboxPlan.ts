/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { BILLING } from '../../tokens.ts';
import type { ChangeSandboxPlanContext } from '../generated/billing.context.ts';
import { ChangeSandboxPlanBody, ChangeSandboxPlanResponse } from '../generated/billing.zod.ts';
import { presentSandboxPortal } from '../presenters.ts';
import { requireSandbox } from '../sandbox-only.ts';

const factory = createFactory();
export const changeSandboxPlanHandlers = factory.createHandlers(
  zValidator('json', ChangeSandboxPlanBody),
  zValidator('response', ChangeSandboxPlanResponse),
  async (c: ChangeSandboxPlanContext<AppEnv>) => {
    requireSandbox(c);
    const portal = await c.var
      .resolve(BILLING.SandboxPortal)
      .changePlan(principalOf(c).userId, c.req.valid('json').priceId);
    return respond(c, ChangeSandboxPlanResponse, presentSandboxPortal(portal));
  },
);
