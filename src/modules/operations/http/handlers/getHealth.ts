/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../generated/operations.validator.ts';
import type { GetHealthContext } from '../generated/operations.context.ts';
import {
GetHealthResponse
} from '../generated/operations.zod.ts'

const factory = createFactory();
export const getHealthHandlers = factory.createHandlers(
zValidator('response', GetHealthResponse),
async (c: GetHealthContext) => c.json({ status: 'ok' as const }),
);