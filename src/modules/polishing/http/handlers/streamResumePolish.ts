/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { IDENTITY } from '../../../identity/index.ts';
import type { OpenedPolish } from '../../application/open-polish.ts';
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
    const principal = principalOf(c);
    const watch = c.var.resolve(IDENTITY.WatchAccess);
    // one stream too many answers 429 before anything is read or started
    const slot = c.var.resolve(POLISHING.StreamSlots).claim(principal.userId);
    let opened: OpenedPolish;
    try {
      // refusals (404, 402, 403) happen here, as JSON, before the stream opens
      opened = await c.var.resolve(POLISHING.OpenPolish).execute({
        userId: principal.userId,
        resumeId,
        jobDescriptionId,
        lastEventId: c.req.header('last-event-id'),
      });
    } catch (err) {
      slot.release();
      throw err;
    }
    // an EventSource reconnects after every close; 204 tells it the polish is over
    if (opened.delivered) {
      slot.release();
      return c.body(null, 204);
    }
    const run = c.var.resolve(POLISHING.RunPolish);
    // the stream ends once the person's access does (sign-out, suspension, …), on any instance
    const access = watch.open(principal);
    c.header('x-accel-buffering', 'no');
    // the callback runs at once and always: the place is given back once the polish has stopped
    return streamSSE(c, async (stream) => {
      try {
        await pipePolishStream(stream, (signal) => run.execute({ ...opened, signal }), {
          access,
          onError: (err) => c.var.logger.error({ err, runId: opened.run.id }, 'polish stream failed'),
        });
      } finally {
        access.close();
        slot.release();
      }
    });
  },
);
