/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { IDENTITY } from '../../../identity/index.ts';
import { lastSeenPosition } from '../../domain/notification-stream.ts';
import { SUPPORT } from '../../tokens.ts';
import type { StreamNotificationsContext } from '../generated/support.context.ts';
import { pipeNotificationStream } from '../notification-sse.ts';

const factory = createFactory();
export const streamNotificationsHandlers = factory.createHandlers(
async (c: StreamNotificationsContext<AppEnv>) => {
    const principal = principalOf(c);
    const feed = c.var.resolve(SUPPORT.NotificationFeed);
    const lastSeen = lastSeenPosition(c.req.header('last-event-id'));
    // one stream too many answers 429 here, as JSON, before the stream opens
    const watch = c.var.resolve(IDENTITY.WatchAccess);
    const slot = c.var.resolve(SUPPORT.NotificationStreamSlots).claim(principal.userId);
    // the stream ends once the person's access does (sign-out, suspension, …), on any instance
    const access = watch.open(principal);
    c.header('x-accel-buffering', 'no');
    // the callback runs at once and always: the place and the watch are given back when it ends
    return streamSSE(c, async (stream) => {
      try {
        await pipeNotificationStream(stream, feed, principal.userId, lastSeen, {
          access,
          onError: (err) => c.var.logger.error({ err }, 'notification stream failed'),
        });
      } finally {
        access.close();
        slot.release();
      }
    });
  },
);
