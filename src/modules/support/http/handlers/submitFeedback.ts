/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { SubmitFeedbackContext } from '../generated/support.context.ts';
import {
SubmitFeedbackBody
} from '../generated/support.zod.ts'

const factory = createFactory();
export const submitFeedbackHandlers = factory.createHandlers(
zValidator('json', SubmitFeedbackBody),
async (_c: SubmitFeedbackContext) => {
    throw new NotImplementedError();
  },
);