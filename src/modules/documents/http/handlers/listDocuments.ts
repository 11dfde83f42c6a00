/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { DOCUMENTS } from '../../tokens.ts';
import { presentJobDescription, presentResume } from '../presenters.ts';
import type { ListDocumentsContext } from '../generated/documents.context.ts';
import {
ListDocumentsResponse
} from '../generated/documents.zod.ts'
import { zValidator } from '../../../../shared/http/validator.ts';

const factory = createFactory();
export const listDocumentsHandlers = factory.createHandlers(
  zValidator('response', ListDocumentsResponse),
async (c: ListDocumentsContext<AppEnv>) => {
    const lists = await c.var.resolve(DOCUMENTS.ListDocuments).execute(principalOf(c).userId);
    return respond(c, ListDocumentsResponse, {
      resumes: lists.resumes.map(presentResume),
      jobDescriptions: lists.jobDescriptions.map(presentJobDescription),
    });
  },
);