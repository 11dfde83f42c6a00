/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/documents.validator.ts';
import type { DeleteDocumentContext } from '../generated/documents.context.ts';
import {
DeleteDocumentParams,
DeleteDocumentBody
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const deleteDocumentHandlers = factory.createHandlers(
zValidator('param', DeleteDocumentParams),
zValidator('json', DeleteDocumentBody),
async (_c: DeleteDocumentContext) => {
    throw new NotImplementedError();
  },
);