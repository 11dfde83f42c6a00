/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/documents.validator.ts';
import type { DownloadFileContext } from '../generated/documents.context.ts';
import {
DownloadFileParams,
DownloadFileQueryParams
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const downloadFileHandlers = factory.createHandlers(
zValidator('param', DownloadFileParams),
zValidator('query', DownloadFileQueryParams),
async (_c: DownloadFileContext) => {
    throw new NotImplementedError();
  },
);