/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { DOCUMENTS } from '../../tokens.ts';
import type { DeleteDocument } from '../../application/delete-document.ts';
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
async (c: DeleteDocumentContext<AppEnv>) => {
    await c.var
      .resolve<DeleteDocument>(DOCUMENTS.DeleteDocument)
      .execute(principalOf(c).userId, c.req.valid('param').id, c.req.valid('json').type);
    return c.body(null, 204);
  },
);