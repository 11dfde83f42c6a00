/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { BILLING } from '../../tokens.ts';
import type { GetSandboxCheckoutSessionContext } from '../generated/billing.context.ts';
import {
  GetSandboxCheckoutSessionParams,
  GetSandboxCheckoutSessionResponse,
} from '../generated/billing.zod.ts';
import { presentSandboxCheckout } from '../presenters.ts';
import { requireSandbox } from '../sandbox-only.ts';

const factory = createFactory();
export const getSandboxCheckoutSessionHandlers = factory.createHandlers(
  zValidator('param', GetSandboxCheckoutSessionParams),
  zValidator('response', GetSandboxCheckoutSessionResponse),
  async (c: GetSandboxCheckoutSessionContext<AppEnv>) => {
    requireSandbox(c);
    const session = await c.var
      .resolve(BILLING.SandboxCheckout)
      .get(principalOf(c).userId, c.req.valid('param').id);
    return respond(c, GetSandboxCheckoutSessionResponse, presentSandboxCheckout(session));
  },
);
