/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { OPERATIONS } from '../../tokens.ts';
import type { GetPublicConfigContext } from '../generated/operations.context.ts';
import {
GetPublicConfigResponse
} from '../generated/operations.zod.ts'
import { zValidator } from '../../../../shared/http/validator.ts';

const factory = createFactory();
export const getPublicConfigHandlers = factory.createHandlers(
  zValidator('response', GetPublicConfigResponse),
async (c: GetPublicConfigContext<AppEnv>) =>
    respond(c, GetPublicConfigResponse, await c.var.resolve(OPERATIONS.GetPublicConfig).execute()),
);