/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { GetProfileContext } from '../generated/identity.context.ts';
import {
GetProfileResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const getProfileHandlers = factory.createHandlers(
zValidator('response', GetProfileResponse),
async (_c: GetProfileContext) => {
    throw new NotImplementedError();
  },
);