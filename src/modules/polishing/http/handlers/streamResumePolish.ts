/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { StreamResumePolishContext } from '../generated/polishing.context.ts';
import {
StreamResumePolishQueryParams
} from '../generated/polishing.zod.ts'

const factory = createFactory();
export const streamResumePolishHandlers = factory.createHandlers(
zValidator('query', StreamResumePolishQueryParams),
async (_c: StreamResumePolishContext) => {
    throw new NotImplementedError();
  },
);