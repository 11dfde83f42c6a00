/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { DOCUMENTS } from '../../tokens.ts';
import { presentApplication } from '../presenters.ts';
import type { CreateApplicationContext } from '../generated/documents.context.ts';
import {
CreateApplicationBody,
CreateApplicationResponse
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const createApplicationHandlers = factory.createHandlers(
zValidator('json', CreateApplicationBody),
async (c: CreateApplicationContext<AppEnv>) => {
    const body = c.req.valid('json');
    const application = await c.var.resolve(DOCUMENTS.CreateApplication).execute({
      userId: principalOf(c).userId,
      name: body.application_name,
      resumeId: body.resume_id,
      jobDescriptionId: body.job_description_id,
    });
    return respond(c, CreateApplicationResponse, presentApplication(application), 201);
  },
);