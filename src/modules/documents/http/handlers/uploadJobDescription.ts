/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/documents.validator.ts';
import type { UploadJobDescriptionContext } from '../generated/documents.context.ts';
import {
UploadJobDescriptionBody,
UploadJobDescriptionResponse
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const uploadJobDescriptionHandlers = factory.createHandlers(
zValidator('form', UploadJobDescriptionBody),
zValidator('response', UploadJobDescriptionResponse),
async (_c: UploadJobDescriptionContext) => {
    throw new NotImplementedError();
  },
);