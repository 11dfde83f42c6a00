/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { UpdateProfileContext } from '../generated/identity.context.ts';
import {
UpdateProfileBody,
UpdateProfileResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const updateProfileHandlers = factory.createHandlers(
zValidator('json', UpdateProfileBody),
zValidator('response', UpdateProfileResponse),
async (_c: UpdateProfileContext) => {
    throw new NotImplementedError();
  },
);