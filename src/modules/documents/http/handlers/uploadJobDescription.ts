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
import type { UploadJobDescriptionContext } from '../generated/documents.context.ts';
import {
UploadJobDescriptionBody,
UploadJobDescriptionResponse
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const uploadJobDescriptionHandlers = factory.createHandlers(
zValidator('form', UploadJobDescriptionBody, oneFileIn('job')),
  zValidator('response', UploadJobDescriptionResponse),
async (c: UploadJobDescriptionContext<AppEnv>) => {
    const file = await uploadedFile(c.req.valid('form').job, 'job');
    const uploaded = await c.var
      .resolve(DOCUMENTS.UploadDocument)
      .execute({ userId: principalOf(c).userId, kind: 'job', ...file });
    return respond(c, UploadJobDescriptionResponse, presentUpload(uploaded));
  },
);