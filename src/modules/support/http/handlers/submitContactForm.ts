/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import type { SubmitContactFormContext } from '../generated/support.context.ts';
import {
  SubmitContactFormBody,
  SubmitContactFormResponse
} from '../generated/support.zod.ts';

const factory = createFactory();
export const submitContactFormHandlers = factory.createHandlers(
zValidator('json', SubmitContactFormBody),
  zValidator('response', SubmitContactFormResponse),
async (_c: SubmitContactFormContext) => {
    throw new NotImplementedError();
  },
);