/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import type { GetHealthContext } from '../generated/operations.context.ts';
import {
GetHealthResponse
} from '../generated/operations.zod.ts'
import { zValidator } from '../../../../shared/http/validator.ts';

const factory = createFactory();
export const getHealthHandlers = factory.createHandlers(
  zValidator('response', GetHealthResponse),
async (c: GetHealthContext) => respond(c, GetHealthResponse, { status: 'ok' as const }),
);