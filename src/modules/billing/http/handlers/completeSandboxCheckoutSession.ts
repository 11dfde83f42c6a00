/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { BILLING } from '../../tokens.ts';
import type { CompleteSandboxCheckoutSessionContext } from '../generated/billing.context.ts';
import {
  CompleteSandboxCheckoutSessionBody,
  CompleteSandboxCheckoutSessionParams,
  CompleteSandboxCheckoutSessionResponse,
} from '../generated/billing.zod.ts';
import { requireSandbox } from '../sandbox-only.ts';

const factory = createFactory();
export const completeSandboxCheckoutSessionHandlers = factory.createHandlers(
  zValidator('param', CompleteSandboxCheckoutSessionParams),
  zValidator('response', CompleteSandboxCheckoutSessionResponse),
  zValidator('json', CompleteSandboxCheckoutSessionBody),
  async (c: CompleteSandboxCheckoutSessionContext<AppEnv>) => {
    requireSandbox(c);
    const { redirectUrl } = await c.var
      .resolve(BILLING.SandboxCheckout)
      .pay(principalOf(c).userId, c.req.valid('param').id, c.req.valid('json'));
    return respond(c, CompleteSandboxCheckoutSessionResponse, { success: true, redirectUrl });
  },
);
