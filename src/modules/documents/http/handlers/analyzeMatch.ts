/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { DOCUMENTS } from '../../tokens.ts';
import { presentMatch } from '../presenters.ts';
import type { AnalyzeMatchContext } from '../generated/documents.context.ts';
import {
AnalyzeMatchBody,
AnalyzeMatchResponse
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const analyzeMatchHandlers = factory.createHandlers(
zValidator('json', AnalyzeMatchBody),
  zValidator('response', AnalyzeMatchResponse),
async (c: AnalyzeMatchContext<AppEnv>) => {
    const { resumeId, jobId, reanalyze } = c.req.valid('json');
    const analysis = await c.var
      .resolve(DOCUMENTS.RunMatchAnalysis)
      .execute({ userId: principalOf(c).userId, resumeId, jobId, reanalyze: reanalyze ?? false });
    return respond(c, AnalyzeMatchResponse, presentMatch(analysis));
  },
);