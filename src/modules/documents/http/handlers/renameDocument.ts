/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/documents.validator.ts';
import type { RenameDocumentContext } from '../generated/documents.context.ts';
import {
RenameDocumentParams,
RenameDocumentBody,
RenameDocumentResponse
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const renameDocumentHandlers = factory.createHandlers(
zValidator('param', RenameDocumentParams),
zValidator('json', RenameDocumentBody),
zValidator('response', RenameDocumentResponse),
async (_c: RenameDocumentContext) => {
    throw new NotImplementedError();
  },
);