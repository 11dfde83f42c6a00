/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { DOCUMENTS } from '../../tokens.ts';
import type { GetDownloadUrl } from '../../application/get-download-url.ts';
import { zValidator } from '../generated/documents.validator.ts';
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
      .resolve<GetDownloadUrl>(DOCUMENTS.GetDownloadUrl)
      .execute(principalOf(c).userId, c.req.valid('param').id, c.req.valid('query').type);
    return c.json({ url });
  },
);