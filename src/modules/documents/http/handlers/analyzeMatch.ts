/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/documents.validator.ts';
import type { AnalyzeMatchContext } from '../generated/documents.context.ts';
import {
AnalyzeMatchBody,
AnalyzeMatchResponse
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const analyzeMatchHandlers = factory.createHandlers(
zValidator('json', AnalyzeMatchBody),
zValidator('response', AnalyzeMatchResponse),
async (_c: AnalyzeMatchContext) => {
    throw new NotImplementedError();
  },
);