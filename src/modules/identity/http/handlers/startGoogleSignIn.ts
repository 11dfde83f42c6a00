/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { StartGoogleSignInContext } from '../generated/identity.context.ts';

const factory = createFactory();
export const startGoogleSignInHandlers = factory.createHandlers(
async (_c: StartGoogleSignInContext) => {
    throw new NotImplementedError();
  },
);