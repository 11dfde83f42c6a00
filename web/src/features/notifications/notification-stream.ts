import { getStreamNotificationsUrl } from '../../api/generated/support/support';
import type { Notification } from '../../api/generated/model';
import { getToken } from '../../lib/auth-token';
import { readErrorAnswer } from '../../lib/api-response';
import { expireSession, type SessionEnd, sessionEndOf } from '../../lib/session-expiry';
import { createSseParser, type SseMessage } from '../../lib/sse-parser';
import { tokenAfterUnauthorized } from '../../lib/token-refresh';

/** Spec: the event stream's default retry is 1 second, until the server sends `retry:`. */
export const DEFAULT_RETRY_MS = 1000;
/** Failed connections in a row after which the bell polls instead. */
export const MAX_STREAM_FAILURES = 4;
/** The longest wait between two failed connections. */
export const MAX_BACKOFF_MS = 30_000;
/** The server sends heartbeat comments; a connection silent for this long is treated as lost. */
export const IDLE_TIMEOUT_MS = 45_000;

/**
 * Why the stream stopped: the caller aborted; the session ended (401 after a refresh); the server
 * cannot stream (no such route, 501, not an event stream); or it kept failing.
 */
export type StreamEnd = 'aborted' | 'signed-out' | 'unsupported' | 'failing';

export type NotificationStreamOptions = {
  signal: AbortSignal;
  onUnread: (unreadCount: number) => void;
  onNotification: (notification: Notification) => void;
  /** A connection delivered the event stream (streaming works again). */
  onOpen?: () => void;
  maxFailures?: number;
  maxBackoffMs?: number;
  idleTimeoutMs?: number;
};

class SignedOut extends Error {}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      window.clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** The stream with the stored token (EventSource cannot send it); one refresh on 401. */
async function connect(lastEventId: string | null, signal: AbortSignal): Promise<Response> {
  const url = getStreamNotificationsUrl();
  const send = (token: string | null) => {
    const headers = new Headers({ accept: 'text/event-stream' });
    if (token) headers.set('x-auth-token', token);
    if (lastEventId !== null) headers.set('last-event-id', lastEventId);
    return fetch(url, { headers, signal, credentials: 'include', cache: 'no-store' });
  };
  const sent = getToken();
  if (!sent) throw new SignedOut();
  const response = await send(sent);
  if (response.status !== 401) return response;
  const token = await tokenAfterUnauthorized(sent);
  const again = token ? await send(token) : response;
  if (again.status === 401) {
    expireSession(sessionEndOf(await readErrorAnswer(again)));
    throw new SignedOut();
  }
  return again;
}

/** The server's last word when the access token stopped counting (`signed_out`), read as an end. */
function sessionEndIn(message: SseMessage): SessionEnd {
  try {
    const data = JSON.parse(message.data) as { reason?: unknown; message?: unknown } | null;
    if (data?.reason === 'suspended') {
      return { reason: 'suspended', message: typeof data.message === 'string' ? data.message : null };
    }
  } catch {
    // unreadable: an ordinary sign-out
  }
  return { reason: 'signed-out' };
}

function isNotification(value: unknown): value is Notification {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.title === 'string' &&
    typeof item.body === 'string' &&
    typeof item.is_read === 'boolean' &&
    typeof item.created_at === 'string' &&
    (item.link_url === null || item.link_url === undefined || typeof item.link_url === 'string')
  );
}

function handle(message: SseMessage, options: NotificationStreamOptions) {
  if (message.event !== 'unread' && message.event !== 'notification') return;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    console.warn(`Unreadable data in the notification stream's '${message.event}' event`);
    return;
  }
  if (message.event === 'unread') {
    const count = (data as { unreadCount?: unknown } | null)?.unreadCount;
    if (typeof count === 'number' && Number.isFinite(count)) options.onUnread(count);
  } else if (isNotification(data)) {
    options.onNotification({ ...data, link_url: data.link_url ?? null });
  }
}

/** A refusal that will not change by asking again: the server cannot stream for us. */
function isUnsupported(status: number): boolean {
  return status === 501 || (status >= 400 && status < 500 && status !== 408 && status !== 429);
}

/**
 * Keeps GET /api/user/notifications/stream open and hands over its `unread` and `notification`
 * events. The server ends each stream after about a minute: the next one starts after its `retry:`
 * delay (1 s by default) with Last-Event-ID, so nothing created in between is missed, and with the
 * token stored then, so a signed-out session stops. Failed connections back off exponentially
 * (capped); after `maxFailures` of them in a row it gives up with 'failing', and the caller polls.
 */
export async function runNotificationStream(options: NotificationStreamOptions): Promise<StreamEnd> {
  const { signal } = options;
  const maxFailures = options.maxFailures ?? MAX_STREAM_FAILURES;
  const maxBackoffMs = options.maxBackoffMs ?? MAX_BACKOFF_MS;
  const idleTimeoutMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  let lastEventId: string | null = null;
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;

  /** Another failed connection: wait longer each time, or give up. */
  const failed = async (): Promise<boolean> => {
    failures += 1;
    if (failures >= maxFailures) return false;
    const backoff = Math.min(maxBackoffMs, retryMs * 2 ** (failures - 1));
    // a little jitter, so tabs that lost the server together do not all come back at once
    await sleep(backoff * (1 + Math.random() * 0.2), signal);
    return true;
  };

  while (!signal.aborted) {
    const connection = new AbortController();
    const abort = () => connection.abort();
    signal.addEventListener('abort', abort, { once: true });
    let idle = 0;
    const watch = () => {
      window.clearTimeout(idle);
      idle = window.setTimeout(abort, idleTimeoutMs);
    };
    try {
      watch();
      let response: Response;
      try {
        response = await connect(lastEventId, connection.signal);
      } catch (cause) {
        if (signal.aborted) return 'aborted';
        if (cause instanceof SignedOut) return 'signed-out';
        if (await failed()) continue;
        return 'failing';
      }
      if (!response.ok) {
        void response.body?.cancel().catch(() => undefined);
        if (isUnsupported(response.status)) return 'unsupported';
        if (await failed()) continue;
        return 'failing';
      }
      const type = response.headers.get('content-type') ?? '';
      if (!response.body || !type.toLowerCase().startsWith('text/event-stream')) {
        void response.body?.cancel().catch(() => undefined);
        return 'unsupported';
      }
      options.onOpen?.();
      // the token this stream was opened with (connect stores a refreshed one)
      const sent = getToken();

      let received = false;
      let ended: SessionEnd | null = null;
      const parser = createSseParser({
        lastEventId,
        onRetry: (ms) => {
          retryMs = ms;
        },
        onMessage: (message) => {
          received = true;
          failures = 0;
          if (message.event === 'signed_out') ended = sessionEndIn(message);
          else if (!ended) handle(message, options);
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let broken = false;
      try {
        for (;;) {
          const { value, done } = await reader.read();
          watch();
          if (done) {
            parser.push(decoder.decode());
            parser.end();
            break;
          }
          parser.push(decoder.decode(value, { stream: true }));
          if (ended) {
            // the server ends the stream after this event; nothing more is read from it
            void reader.cancel().catch(() => undefined);
            break;
          }
        }
      } catch {
        if (signal.aborted) return 'aborted';
        // a lost network, a proxy cutting the line, or no heartbeat within the idle timeout
        broken = true;
      } finally {
        lastEventId = parser.lastEventId();
      }
      if (signal.aborted) return 'aborted';
      const end = ended as SessionEnd | null;
      if (end) {
        // the access token stopped counting: one refresh keeps a session that is still good (the
        // browser that changed its own password), anything else signs out at once, saying why
        const token = await tokenAfterUnauthorized(sent);
        if (signal.aborted) return 'aborted';
        if (token) continue;
        expireSession(end);
        return 'signed-out';
      }
      if (received && !broken) {
        // the server's regular end of a stream: reconnect after its retry delay
        await sleep(retryMs, signal);
        continue;
      }
      if (await failed()) continue;
      return 'failing';
    } finally {
      window.clearTimeout(idle);
      signal.removeEventListener('abort', abort);
    }
  }
  return 'aborted';
}
