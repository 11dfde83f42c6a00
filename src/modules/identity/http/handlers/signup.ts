/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { SignupContext } from '../generated/identity.context.ts';
import {
SignupBody
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const signupHandlers = factory.createHandlers(
zValidator('json', SignupBody),
async (_c: SignupContext) => {
    throw new NotImplementedError();
  },
);