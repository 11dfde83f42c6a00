/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { DOCUMENTS } from '../../tokens.ts';
import type { CreateApplication } from '../../application/create-application.ts';
import { presentApplication } from '../presenters.ts';
import { zValidator } from '../generated/documents.validator.ts';
import type { CreateApplicationContext } from '../generated/documents.context.ts';
import {
CreateApplicationBody
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const createApplicationHandlers = factory.createHandlers(
zValidator('json', CreateApplicationBody),
async (c: CreateApplicationContext<AppEnv>) => {
    const body = c.req.valid('json');
    const application = await c.var.resolve<CreateApplication>(DOCUMENTS.CreateApplication).execute({
      userId: principalOf(c).userId,
      name: body.application_name,
      resumeId: body.resume_id,
      jobDescriptionId: body.job_description_id,
    });
    return c.json(presentApplication(application), 201);
  },
);