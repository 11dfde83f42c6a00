/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { contentDisposition } from '../../../documents/index.ts';
import { POLISHING } from '../../tokens.ts';
import type { ExportPolishedResumeContext } from '../generated/polishing.context.ts';
import {
ExportPolishedResumeBody
} from '../generated/polishing.zod.ts'

const factory = createFactory();
export const exportPolishedResumeHandlers = factory.createHandlers(
zValidator('json', ExportPolishedResumeBody),
async (c: ExportPolishedResumeContext<AppEnv>) => {
    const file = await c.var.resolve(POLISHING.ExportPolishedResume).execute(c.req.valid('json'));
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': file.contentType,
      'content-disposition': contentDisposition('attachment', file.fileName),
      'cache-control': 'private, no-store',
    });
  },
);
