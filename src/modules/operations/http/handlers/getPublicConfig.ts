/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import type { GetPublicConfig } from '../../application/get-public-config.ts';
import { OPERATIONS } from '../../tokens.ts';
import { zValidator } from '../generated/operations.validator.ts';
import type { GetPublicConfigContext } from '../generated/operations.context.ts';
import {
GetPublicConfigResponse
} from '../generated/operations.zod.ts'

const factory = createFactory();
export const getPublicConfigHandlers = factory.createHandlers(
zValidator('response', GetPublicConfigResponse),
async (c: GetPublicConfigContext<AppEnv>) =>
    c.json(c.var.resolve<GetPublicConfig>(OPERATIONS.GetPublicConfig).execute()),
);