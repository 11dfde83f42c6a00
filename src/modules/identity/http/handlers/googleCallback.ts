/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { GoogleCallbackContext } from '../generated/identity.context.ts';
import {
GoogleCallbackBody,
GoogleCallbackResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const googleCallbackHandlers = factory.createHandlers(
zValidator('json', GoogleCallbackBody),
zValidator('response', GoogleCallbackResponse),
async (_c: GoogleCallbackContext) => {
    throw new NotImplementedError();
  },
);