/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { ListMyTicketsContext } from '../generated/support.context.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { ListMyTicketsResponse } from '../generated/support.zod.ts';

const factory = createFactory();
export const listMyTicketsHandlers = factory.createHandlers(
  zValidator('response', ListMyTicketsResponse),
async (_c: ListMyTicketsContext) => {
    throw new NotImplementedError();
  },
);