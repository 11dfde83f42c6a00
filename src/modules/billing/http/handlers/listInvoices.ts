/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { BILLING } from '../../tokens.ts';
import type { ListInvoicesContext } from '../generated/billing.context.ts';
import { ListInvoicesResponse } from '../generated/billing.zod.ts';
import { presentInvoices } from '../presenters.ts';

const factory = createFactory();
export const listInvoicesHandlers = factory.createHandlers(
  zValidator('response', ListInvoicesResponse),
  async (c: ListInvoicesContext<AppEnv>) => {
    const invoices = await c.var.resolve(BILLING.ListInvoices).execute(principalOf(c).userId);
    return respond(c, ListInvoicesResponse, presentInvoices(invoices));
  },
);
