/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { CompleteAllToursContext } from '../generated/identity.context.ts';
import {
CompleteAllToursResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const completeAllToursHandlers = factory.createHandlers(
zValidator('response', CompleteAllToursResponse),
async (_c: CompleteAllToursContext) => {
    throw new NotImplementedError();
  },
);