/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/support.validator.ts';
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