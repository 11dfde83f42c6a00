/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { CompleteTourContext } from '../generated/identity.context.ts';
import {
CompleteTourBody,
CompleteTourResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const completeTourHandlers = factory.createHandlers(
zValidator('json', CompleteTourBody),
zValidator('response', CompleteTourResponse),
async (_c: CompleteTourContext) => {
    throw new NotImplementedError();
  },
);