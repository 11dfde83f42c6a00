/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { POLISHING } from '../../tokens.ts';
import type { StreamResumePolishContext } from '../generated/polishing.context.ts';
import {
StreamResumePolishQueryParams
} from '../generated/polishing.zod.ts'
import { pipePolishStream } from '../polish-sse.ts';

const factory = createFactory();
export const streamResumePolishHandlers = factory.createHandlers(
zValidator('query', StreamResumePolishQueryParams),
async (c: StreamResumePolishContext<AppEnv>) => {
    const { resumeId, jobDescriptionId } = c.req.valid('query');
    // refusals (404, 402, 403) happen here, as JSON, before the stream opens
    const opened = await c.var.resolve(POLISHING.OpenPolish).execute({
      userId: principalOf(c).userId,
      resumeId,
      jobDescriptionId,
      lastEventId: c.req.header('last-event-id'),
    });
    // an EventSource reconnects after every close; 204 tells it the polish is over
    if (opened.delivered) return c.body(null, 204);
    const run = c.var.resolve(POLISHING.RunPolish);
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, (stream) =>
      pipePolishStream(stream, (signal) => run.execute({ ...opened, signal }), {
        onError: (err) => c.var.logger.error({ err, runId: opened.run.id }, 'polish stream failed'),
      }),
    );
  },
);
