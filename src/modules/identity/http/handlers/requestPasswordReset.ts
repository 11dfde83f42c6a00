/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { RequestPasswordResetContext } from '../generated/identity.context.ts';
import {
RequestPasswordResetBody,
RequestPasswordResetResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const requestPasswordResetHandlers = factory.createHandlers(
zValidator('json', RequestPasswordResetBody),
zValidator('response', RequestPasswordResetResponse),
async (_c: RequestPasswordResetContext) => {
    throw new NotImplementedError();
  },
);