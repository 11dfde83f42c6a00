/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/documents.validator.ts';
import type { ListDocumentsContext } from '../generated/documents.context.ts';
import {
ListDocumentsResponse
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const listDocumentsHandlers = factory.createHandlers(
zValidator('response', ListDocumentsResponse),
async (_c: ListDocumentsContext) => {
    throw new NotImplementedError();
  },
);