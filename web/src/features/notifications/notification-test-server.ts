import { HttpResponse, http } from 'msw';
import type { Notification } from '../../api/generated/model';

let counter = 0;

/** A notification with a fresh id, created a minute ago, unread, without a link. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    type: 'general',
    title: `Notification ${counter}`,
    body: `Body of notification ${counter}.`,
    is_read: false,
    link_url: null,
    created_at: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

/** One server-sent event as the server writes it. */
export function sse(event: string, data: unknown, id?: number | string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const encoder = new TextEncoder();

export function eventStream(start: (controller: ReadableStreamDefaultController<Uint8Array>) => void) {
  return new HttpResponse(new ReadableStream<Uint8Array>({ start }), {
    // chunked, as a real server sends a stream
    headers: { 'content-type': 'text/event-stream', 'transfer-encoding': 'chunked' },
  });
}

export type StreamConnection = {
  token: string | null;
  lastEventId: string | null;
  send: (text: string) => void;
  close: () => void;
};

export type FakeServerOptions = {
  /** How the stream answers; by default it stays open and the test writes to it. */
  stream?: 'open' | ((connection: number) => Response);
  /** Lists are answered once; later fetches wait forever (to show the stream alone updates the UI). */
  holdRefetches?: boolean;
};

/**
 * The notification routes of the contract over one list kept in memory, newest first: the latest
 * list, the paged list, marking read and the stream, whose connections the test writes to.
 */
export function fakeNotificationServer(initial: Notification[] = [], options: FakeServerOptions = {}) {
  let items = [...initial];
  let position = 0;
  const requests = {
    latest: 0,
    pages: [] as { page: number; limit: number }[],
    read: [] as string[],
    readAll: 0,
  };
  const connections: StreamConnection[] = [];
  const unreadCount = () => items.filter((item) => !item.is_read).length;
  const held = () => new Promise<never>(() => undefined);

  const broadcast = (text: string) => {
    for (const connection of connections) connection.send(text);
  };

  const handlers = [
    http.get('/api/user/notifications', async ({ request }) => {
      requests.latest += 1;
      if (options.holdRefetches && requests.latest > 1) await held();
      const limit = Number(new URL(request.url).searchParams.get('limit') ?? 5);
      return HttpResponse.json({ notifications: items.slice(0, limit), unreadCount: unreadCount() });
    }),
    http.get('/api/user/notifications/all', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 20);
      requests.pages.push({ page, limit });
      const start = (page - 1) * limit;
      return HttpResponse.json({
        notifications: items.slice(start, start + limit),
        unreadCount: unreadCount(),
        hasMore: start + limit < items.length,
      });
    }),
    http.post('/api/user/notifications/:id/read', ({ params }) => {
      const id = String(params.id);
      requests.read.push(id);
      const found = items.find((item) => item.id === id);
      if (!found) return HttpResponse.json({ error: 'NOT_FOUND', message: 'Not found.' }, { status: 404 });
      items = items.map((item) => (item.id === id ? { ...item, is_read: true } : item));
      return HttpResponse.json({ ...found, is_read: true });
    }),
    http.post('/api/user/notifications/read-all', () => {
      requests.readAll += 1;
      const updated = unreadCount();
      items = items.map((item) => ({ ...item, is_read: true }));
      return HttpResponse.json({ updated, unreadCount: 0 });
    }),
    http.get('/api/user/notifications/stream', ({ request }) => {
      const index = connections.length;
      if (typeof options.stream === 'function') {
        connections.push({
          token: request.headers.get('x-auth-token'),
          lastEventId: request.headers.get('last-event-id'),
          send: () => undefined,
          close: () => undefined,
        });
        return options.stream(index);
      }
      return eventStream((controller) => {
        let open = true;
        const connection: StreamConnection = {
          token: request.headers.get('x-auth-token'),
          lastEventId: request.headers.get('last-event-id'),
          send: (text) => {
            if (!open) return;
            try {
              controller.enqueue(encoder.encode(text));
            } catch {
              open = false;
            }
          },
          close: () => {
            if (!open) return;
            open = false;
            try {
              controller.close();
            } catch {
              // already cancelled by the page
            }
          },
        };
        connections.push(connection);
        connection.send(`: notifications\nretry: 1000\n\n${sse('unread', { unreadCount: unreadCount() })}`);
      });
    }),
  ];

  return {
    handlers,
    requests,
    connections,
    items: () => items,
    /** A new notification: stored, then sent on every open stream with the new unread count. */
    add(notification: Notification) {
      items = [notification, ...items];
      position += 1;
      broadcast(sse('notification', notification, position));
      broadcast(sse('unread', { unreadCount: unreadCount() }));
    },
    /** Marks one read elsewhere (another tab), as the server then tells the stream. */
    readElsewhere(id: string) {
      items = items.map((item) => (item.id === id ? { ...item, is_read: true } : item));
      broadcast(sse('unread', { unreadCount: unreadCount() }));
    },
  };
}
