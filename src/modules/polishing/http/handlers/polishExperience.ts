/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { PolishExperienceContext } from '../generated/polishing.context.ts';
import {
  PolishExperienceBody,
  PolishExperienceResponse
} from '../generated/polishing.zod.ts';

const factory = createFactory();
export const polishExperienceHandlers = factory.createHandlers(
zValidator('json', PolishExperienceBody),
  zValidator('response', PolishExperienceResponse),
async (_c: PolishExperienceContext) => {
    throw new NotImplementedError();
  },
);