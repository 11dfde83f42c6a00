/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { ReportClientErrorContext } from '../generated/operations.context.ts';
import {
ReportClientErrorBody
} from '../generated/operations.zod.ts'

const factory = createFactory();
export const reportClientErrorHandlers = factory.createHandlers(
zValidator('json', ReportClientErrorBody),
async (_c: ReportClientErrorContext) => {
    throw new NotImplementedError();
  },
);