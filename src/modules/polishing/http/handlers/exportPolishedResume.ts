/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { ExportPolishedResumeContext } from '../generated/polishing.context.ts';
import {
ExportPolishedResumeBody
} from '../generated/polishing.zod.ts'

const factory = createFactory();
export const exportPolishedResumeHandlers = factory.createHandlers(
zValidator('json', ExportPolishedResumeBody),
async (_c: ExportPolishedResumeContext) => {
    throw new NotImplementedError();
  },
);