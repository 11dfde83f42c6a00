/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
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