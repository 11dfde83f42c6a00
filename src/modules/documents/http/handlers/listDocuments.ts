/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { DOCUMENTS } from '../../tokens.ts';
import type { ListDocuments } from '../../application/list-documents.ts';
import { presentDocument } from '../presenters.ts';
import { zValidator } from '../generated/documents.validator.ts';
import type { ListDocumentsContext } from '../generated/documents.context.ts';
import {
ListDocumentsResponse
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const listDocumentsHandlers = factory.createHandlers(
zValidator('response', ListDocumentsResponse),
async (c: ListDocumentsContext<AppEnv>) => {
    const lists = await c.var.resolve<ListDocuments>(DOCUMENTS.ListDocuments).execute(principalOf(c).userId);
    return c.json({
      resumes: lists.resumes.map(presentDocument),
      jobDescriptions: lists.jobDescriptions.map(presentDocument),
    });
  },
);