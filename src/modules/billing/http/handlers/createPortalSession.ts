/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { BILLING } from '../../tokens.ts';
import type { CreatePortalSessionContext } from '../generated/billing.context.ts';
import { CreatePortalSessionResponse } from '../generated/billing.zod.ts';

const factory = createFactory();
export const createPortalSessionHandlers = factory.createHandlers(
  zValidator('response', CreatePortalSessionResponse),
  async (c: CreatePortalSessionContext<AppEnv>) => {
    const portal = await c.var.resolve(BILLING.OpenBillingPortal).execute(principalOf(c).userId);
    return respond(c, CreatePortalSessionResponse, portal);
  },
);
