/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { INTERVIEWING } from '../../tokens.ts';
import { presentNextStep } from '../presenters.ts';
import type { SubmitAnswerContext } from '../generated/interviewing.context.ts';
import {
SubmitAnswerBody,
SubmitAnswerResponse
} from '../generated/interviewing.zod.ts'

const factory = createFactory();
export const submitAnswerHandlers = factory.createHandlers(
zValidator('json', SubmitAnswerBody),
  zValidator('response', SubmitAnswerResponse),
async (c: SubmitAnswerContext<AppEnv>) => {
    const body = c.req.valid('json');
    const { next } = await c.var.resolve(INTERVIEWING.SubmitAnswer).execute({
      userId: principalOf(c).userId,
      sessionId: body.sessionId,
      questionId: body.questionId,
      answerText: body.answerText,
      format: body.format,
    });
    return respond(c, SubmitAnswerResponse, { nextQuestion: presentNextStep(next) });
  },
);