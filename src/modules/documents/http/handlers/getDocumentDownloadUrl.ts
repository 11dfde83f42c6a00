/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { DOCUMENTS } from '../../tokens.ts';
import { presentDownloadUrl } from '../presenters.ts';
import type { GetDocumentDownloadUrlContext } from '../generated/documents.context.ts';
import {
GetDocumentDownloadUrlParams,
GetDocumentDownloadUrlQueryParams,
GetDocumentDownloadUrlResponse
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const getDocumentDownloadUrlHandlers = factory.createHandlers(
zValidator('param', GetDocumentDownloadUrlParams),
zValidator('query', GetDocumentDownloadUrlQueryParams),
  zValidator('response', GetDocumentDownloadUrlResponse),
async (c: GetDocumentDownloadUrlContext<AppEnv>) => {
    const url = await c.var
      .resolve(DOCUMENTS.GetDownloadUrl)
      .execute(principalOf(c).userId, c.req.valid('param').id, c.req.valid('query').type);
    return respond(c, GetDocumentDownloadUrlResponse, presentDownloadUrl(url));
  },
);