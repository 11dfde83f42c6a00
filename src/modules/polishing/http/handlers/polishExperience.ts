/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/polishing.validator.ts';
import type { PolishExperienceContext } from '../generated/polishing.context.ts';
import {
PolishExperienceBody,
PolishExperienceResponse
} from '../generated/polishing.zod.ts'

const factory = createFactory();
export const polishExperienceHandlers = factory.createHandlers(
zValidator('json', PolishExperienceBody),
zValidator('response', PolishExperienceResponse),
async (_c: PolishExperienceContext) => {
    throw new NotImplementedError();
  },
);