/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { DeleteAccountContext } from '../generated/identity.context.ts';

const factory = createFactory();
export const deleteAccountHandlers = factory.createHandlers(
async (_c: DeleteAccountContext) => {
    throw new NotImplementedError();
  },
);