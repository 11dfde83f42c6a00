/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { UnsubscribeFromMailContext } from '../generated/support.context.ts';
import {
UnsubscribeFromMailQueryParams,
UnsubscribeFromMailBody,
UnsubscribeFromMailResponse
} from '../generated/support.zod.ts'

const factory = createFactory();
export const unsubscribeFromMailHandlers = factory.createHandlers(
zValidator('query', UnsubscribeFromMailQueryParams),
zValidator('form', UnsubscribeFromMailBody),
zValidator('response', UnsubscribeFromMailResponse),
async (_c: UnsubscribeFromMailContext) => {
    throw new NotImplementedError();
  },
);