/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { VerifyEmailContext } from '../generated/identity.context.ts';
import {
VerifyEmailQueryParams
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const verifyEmailHandlers = factory.createHandlers(
zValidator('query', VerifyEmailQueryParams),
async (_c: VerifyEmailContext) => {
    throw new NotImplementedError();
  },
);