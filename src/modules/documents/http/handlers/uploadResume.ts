/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/documents.validator.ts';
import type { UploadResumeContext } from '../generated/documents.context.ts';
import {
UploadResumeBody,
UploadResumeResponse
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const uploadResumeHandlers = factory.createHandlers(
zValidator('form', UploadResumeBody),
zValidator('response', UploadResumeResponse),
async (_c: UploadResumeContext) => {
    throw new NotImplementedError();
  },
);