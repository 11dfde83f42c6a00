/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { lastSeenPosition } from '../../domain/notification-stream.ts';
import { SUPPORT } from '../../tokens.ts';
import type { StreamNotificationsContext } from '../generated/support.context.ts';
import { pipeNotificationStream } from '../notification-sse.ts';

const factory = createFactory();
export const streamNotificationsHandlers = factory.createHandlers(
async (c: StreamNotificationsContext<AppEnv>) => {
    const { userId } = principalOf(c);
    const feed = c.var.resolve(SUPPORT.NotificationFeed);
    const lastSeen = lastSeenPosition(c.req.header('last-event-id'));
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, (stream) =>
      pipeNotificationStream(stream, feed, userId, lastSeen, {
        onError: (err) => c.var.logger.error({ err }, 'notification stream failed'),
      }),
    );
  },
);
