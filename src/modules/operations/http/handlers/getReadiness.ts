/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { presentReadiness } from '../presenters.ts';
import { OPERATIONS } from '../../tokens.ts';
import type { GetReadinessContext } from '../generated/operations.context.ts';
import {
GetReadinessResponse
} from '../generated/operations.zod.ts'
import { zValidator } from '../../../../shared/http/validator.ts';

const factory = createFactory();
export const getReadinessHandlers = factory.createHandlers(
  zValidator('response', GetReadinessResponse),
async (c: GetReadinessContext<AppEnv>) => {
    const readiness = await c.var.resolve(OPERATIONS.CheckReadiness).execute();
    return respond(c, GetReadinessResponse, presentReadiness(readiness), readiness.status === 'ready' ? 200 : 503);
  },
);