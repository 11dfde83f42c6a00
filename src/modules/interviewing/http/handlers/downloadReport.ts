/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import { NotImplementedError } from '../../../../shared/kernel/app-error.ts';
import { zValidator } from '../generated/interviewing.validator.ts';
import type { DownloadReportContext } from '../generated/interviewing.context.ts';
import {
DownloadReportParams
} from '../generated/interviewing.zod.ts'

const factory = createFactory();
export const downloadReportHandlers = factory.createHandlers(
zValidator('param', DownloadReportParams),
async (_c: DownloadReportContext) => {
    throw new NotImplementedError();
  },
);