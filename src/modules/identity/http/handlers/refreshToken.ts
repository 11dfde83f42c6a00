/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { RefreshTokenContext } from '../generated/identity.context.ts';
import {
RefreshTokenResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const refreshTokenHandlers = factory.createHandlers(
zValidator('response', RefreshTokenResponse),
async (_c: RefreshTokenContext) => {
    throw new NotImplementedError();
  },
);