/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { GetMyTicketContext } from '../generated/support.context.ts';
import {
  GetMyTicketParams,
  GetMyTicketResponse
} from '../generated/support.zod.ts';

const factory = createFactory();
export const getMyTicketHandlers = factory.createHandlers(
zValidator('param', GetMyTicketParams),
  zValidator('response', GetMyTicketResponse),
async (_c: GetMyTicketContext) => {
    throw new NotImplementedError();
  },
);