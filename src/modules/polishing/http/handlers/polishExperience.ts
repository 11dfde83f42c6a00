/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { POLISHING } from '../../tokens.ts';
import type { PolishExperienceContext } from '../generated/polishing.context.ts';
import {
  PolishExperienceBody,
  PolishExperienceResponse
} from '../generated/polishing.zod.ts';

const factory = createFactory();
export const polishExperienceHandlers = factory.createHandlers(
zValidator('json', PolishExperienceBody),
  zValidator('response', PolishExperienceResponse),
async (c: PolishExperienceContext<AppEnv>) => {
    const body = c.req.valid('json');
    const e = body.experienceToPolish;
    const suggestion = await c.var.resolve(POLISHING.RepolishExperience).execute({
      userId: principalOf(c).userId,
      experience: {
        standardizedJobTitle: e.standardizedJobTitle,
        company: e.company,
        location: e.location ?? null,
        startDate: e.startDate ?? null,
        endDate: e.endDate ?? null,
        description: e.description,
      },
      jobDescriptionContext: body.jobDescriptionContext,
      index: body.experienceIndex,
    });
    return respond(c, PolishExperienceResponse, suggestion);
  },
);
