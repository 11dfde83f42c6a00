/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
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
async (_c: GetDocumentDownloadUrlContext) => {
    throw new NotImplementedError();
  },
);