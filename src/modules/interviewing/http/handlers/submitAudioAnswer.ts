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
import type { SubmitAudioAnswerContext } from '../generated/interviewing.context.ts';
import {
SubmitAudioAnswerBody,
SubmitAudioAnswerResponse
} from '../generated/interviewing.zod.ts'

const factory = createFactory();
export const submitAudioAnswerHandlers = factory.createHandlers(
zValidator('form', SubmitAudioAnswerBody),
  zValidator('response', SubmitAudioAnswerResponse),
async (c: SubmitAudioAnswerContext<AppEnv>) => {
    const form = c.req.valid('form');
    const { next, transcript } = await c.var.resolve(INTERVIEWING.SubmitAudioAnswer).execute({
      userId: principalOf(c).userId,
      sessionId: form.sessionId,
      questionId: form.questionId,
      format: form.format ?? 'voice',
      audio: new Uint8Array(await form.audio.arrayBuffer()),
      mimeType: form.audio.type,
    });
    return respond(c, SubmitAudioAnswerResponse, { nextQuestion: presentNextStep(next), transcript });
  },
);
