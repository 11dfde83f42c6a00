/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/support.validator.ts';
import type { SubmitContactFormContext } from '../generated/support.context.ts';
import {
SubmitContactFormBody,
SubmitContactFormResponse
} from '../generated/support.zod.ts'

const factory = createFactory();
export const submitContactFormHandlers = factory.createHandlers(
zValidator('json', SubmitContactFormBody),
zValidator('response', SubmitContactFormResponse),
async (_c: SubmitContactFormContext) => {
    throw new NotImplementedError();
  },
);