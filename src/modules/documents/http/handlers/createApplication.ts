/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/documents.validator.ts';
import type { CreateApplicationContext } from '../generated/documents.context.ts';
import {
CreateApplicationBody
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const createApplicationHandlers = factory.createHandlers(
zValidator('json', CreateApplicationBody),
async (_c: CreateApplicationContext) => {
    throw new NotImplementedError();
  },
);