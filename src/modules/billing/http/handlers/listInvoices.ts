/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { ListInvoicesContext } from '../generated/billing.context.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ListInvoicesResponse } from '../generated/billing.zod.ts';

const factory = createFactory();
export const listInvoicesHandlers = factory.createHandlers(
  zValidator('response', ListInvoicesResponse),
async (_c: ListInvoicesContext) => {
    throw new NotImplementedError();
  },
);