/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { DOCUMENTS } from '../../tokens.ts';
import type { RenameDocument } from '../../application/rename-document.ts';
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
async (c: RenameDocumentContext<AppEnv>) => {
    const { name, type } = c.req.valid('json');
    const document = await c.var
      .resolve<RenameDocument>(DOCUMENTS.RenameDocument)
      .execute(principalOf(c).userId, c.req.valid('param').id, type, name);
    return c.json({ id: document.id, file_name: document.fileName, type: document.kind });
  },
);