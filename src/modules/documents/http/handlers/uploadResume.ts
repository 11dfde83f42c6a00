/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { DOCUMENTS } from '../../tokens.ts';
import { presentUpload } from '../presenters.ts';
import { oneFileIn, uploadedFile } from '../uploaded-file.ts';
import type { UploadResumeContext } from '../generated/documents.context.ts';
import {
UploadResumeBody,
UploadResumeResponse
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const uploadResumeHandlers = factory.createHandlers(
zValidator('form', UploadResumeBody, oneFileIn('resume')),
  zValidator('response', UploadResumeResponse),
async (c: UploadResumeContext<AppEnv>) => {
    const file = await uploadedFile(c.req.valid('form').resume, 'resume');
    const uploaded = await c.var
      .resolve(DOCUMENTS.UploadDocument)
      .execute({ userId: principalOf(c).userId, kind: 'resume', ...file });
    return respond(c, UploadResumeResponse, presentUpload(uploaded));
  },
);