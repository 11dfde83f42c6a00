/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { DOCUMENTS } from '../../tokens.ts';
import { presentFileHeaders } from '../presenters.ts';
import type { DownloadFileContext } from '../generated/documents.context.ts';
import {
DownloadFileParams,
DownloadFileQueryParams
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const downloadFileHandlers = factory.createHandlers(
zValidator('param', DownloadFileParams),
zValidator('query', DownloadFileQueryParams),
async (c: DownloadFileContext<AppEnv>) => {
    const { expires, signature } = c.req.valid('query');
    const file = await c.var
      .resolve(DOCUMENTS.ServeSignedFile)
      .execute({ key: c.req.valid('param').key, expires, signature });
    return c.body(file.bytes, 200, presentFileHeaders(file));
  },
);