/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import type { CheckReadiness } from '../../application/check-readiness.ts';
import { OPERATIONS } from '../../tokens.ts';
import { zValidator } from '../generated/operations.validator.ts';
import type { GetReadinessContext } from '../generated/operations.context.ts';
import {
GetReadinessResponse
} from '../generated/operations.zod.ts'

const factory = createFactory();
export const getReadinessHandlers = factory.createHandlers(
zValidator('response', GetReadinessResponse),
async (c: GetReadinessContext<AppEnv>) => {
    const readiness = await c.var.resolve<CheckReadiness>(OPERATIONS.CheckReadiness).execute();
    return c.json(readiness, readiness.status === 'ready' ? 200 : 503);
  },
);