/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { BILLING } from '../../tokens.ts';
import type { UpdateSandboxPaymentMethodContext } from '../generated/billing.context.ts';
import {
  UpdateSandboxPaymentMethodBody,
  UpdateSandboxPaymentMethodResponse,
} from '../generated/billing.zod.ts';
import { presentSandboxPortal } from '../presenters.ts';
import { requireSandbox } from '../sandbox-only.ts';

const factory = createFactory();
export const updateSandboxPaymentMethodHandlers = factory.createHandlers(
  zValidator('json', UpdateSandboxPaymentMethodBody),
  zValidator('response', UpdateSandboxPaymentMethodResponse),
  async (c: UpdateSandboxPaymentMethodContext<AppEnv>) => {
    requireSandbox(c);
    const portal = await c.var
      .resolve(BILLING.SandboxPortal)
      .updateCard(principalOf(c).userId, c.req.valid('json'));
    return respond(c, UpdateSandboxPaymentMethodResponse, presentSandboxPortal(portal));
  },
);
