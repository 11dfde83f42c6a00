/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import type { StartInterview } from '../../application/start-interview.ts';
import { INTERVIEWING } from '../../tokens.ts';
import { zValidator } from '../generated/interviewing.validator.ts';
import type { StartInterviewContext } from '../generated/interviewing.context.ts';
import {
StartInterviewBody
} from '../generated/interviewing.zod.ts'

const factory = createFactory();
export const startInterviewHandlers = factory.createHandlers(
zValidator('json', StartInterviewBody),
async (c: StartInterviewContext<AppEnv>) => {
    const body = c.req.valid('json');
    const started = await c.var.resolve<StartInterview>(INTERVIEWING.StartInterview).execute({
      userId: principalOf(c).userId,
      resumeId: body.resumeId,
      jobId: body.jobId,
      interviewType: body.interviewType,
      persona: body.persona,
      durationMinutes: body.duration,
      questionCount: body.numQuestions,
      format: body.format,
    });
    return c.json(started, 201);
  },
);