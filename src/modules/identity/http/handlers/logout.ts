/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { LogoutContext } from '../generated/identity.context.ts';

const factory = createFactory();
export const logoutHandlers = factory.createHandlers(
async (_c: LogoutContext) => {
    throw new NotImplementedError();
  },
);