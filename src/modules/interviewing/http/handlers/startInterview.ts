/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { INTERVIEWING } from '../../tokens.ts';
import { presentStarted } from '../presenters.ts';
import type { StartInterviewContext } from '../generated/interviewing.context.ts';
import {
StartInterviewBody,
StartInterviewResponse
} from '../generated/interviewing.zod.ts'

const factory = createFactory();
export const startInterviewHandlers = factory.createHandlers(
zValidator('json', StartInterviewBody),
async (c: StartInterviewContext<AppEnv>) => {
    const body = c.req.valid('json');
    const started = await c.var.resolve(INTERVIEWING.StartInterview).execute({
      userId: principalOf(c).userId,
      resumeId: body.resumeId,
      jobId: body.jobId,
      interviewType: body.interviewType,
      persona: body.persona,
      durationMinutes: body.duration,
      questionCount: body.numQuestions,
      format: body.format,
    });
    return respond(c, StartInterviewResponse, presentStarted(started), 201);
  },
);