/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { DOCUMENTS } from '../../tokens.ts';
import type { DeleteDocumentContext } from '../generated/documents.context.ts';
import {
DeleteDocumentBody,
DeleteDocumentParams
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const deleteDocumentHandlers = factory.createHandlers(
zValidator('param', DeleteDocumentParams),
zValidator('json', DeleteDocumentBody),
async (c: DeleteDocumentContext<AppEnv>) => {
    await c.var
      .resolve(DOCUMENTS.DeleteDocument)
      .execute(principalOf(c).userId, c.req.valid('param').id, c.req.valid('json').type);
    return c.body(null, 204);
  },
);