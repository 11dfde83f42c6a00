/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { LoginContext } from '../generated/identity.context.ts';
import {
LoginBody,
LoginResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const loginHandlers = factory.createHandlers(
zValidator('json', LoginBody),
zValidator('response', LoginResponse),
async (_c: LoginContext) => {
    throw new NotImplementedError();
  },
);