/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { DOCUMENTS } from '../../tokens.ts';
import { presentRenamed } from '../presenters.ts';
import type { RenameDocumentContext } from '../generated/documents.context.ts';
import {
RenameDocumentBody,
RenameDocumentParams,
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
      .resolve(DOCUMENTS.RenameDocument)
      .execute(principalOf(c).userId, c.req.valid('param').id, type, name);
    return respond(c, RenameDocumentResponse, presentRenamed(document));
  },
);