/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/polishing.validator.ts';
import type { SavePolishedResumeContext } from '../generated/polishing.context.ts';
import {
SavePolishedResumeBody
} from '../generated/polishing.zod.ts'

const factory = createFactory();
export const savePolishedResumeHandlers = factory.createHandlers(
zValidator('json', SavePolishedResumeBody),
async (_c: SavePolishedResumeContext) => {
    throw new NotImplementedError();
  },
);